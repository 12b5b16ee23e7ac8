import { strToU8, zipSync } from 'fflate';

/** A real EPUB: a zip whose first, stored entry is its mimetype, then its container. */
export function sampleEpub(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
    }),
  );
}

/** A real Word document: its content types naming the main document part, and that part. */
export function sampleDocx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>The Karoo Road</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  );
}

/**
 * An MP3 of `frames` MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz: 417 bytes, about 26 ms
 * each) behind an ID3v2.4 tag, as encoders write a chapter.
 */
export function sampleMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}
