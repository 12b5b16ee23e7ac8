import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/** A document to render: blocks laid out top to bottom on A4 pages, with a footer on each. */
export interface PdfDocumentSpec {
  title: string;
  /** Recorded in the PDF's information (a fixed date makes the same bytes each time). */
  createdAt: Date;
  blocks: PdfBlock[];
  /** Printed at the foot of every page, beside "Page n of N". */
  footer: string;
  /** A PNG stamped at the foot of every page, e.g. the signer's initials. */
  everyPage?: { png: Uint8Array; label: string };
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, the labels in a column of their own. */
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  /** A PNG of at most `maxWidth` by `maxHeight` points, with a caption under it. */
  | { kind: 'image'; png: Uint8Array; maxWidth: number; maxHeight: number; caption: string }
  | { kind: 'pageBreak' }
  /**
   * Rows under a header row, in columns sharing the page's width by `weight`; `right` columns
   * (amounts) aligned right. Rows listed in `strong` are bold and ruled above (totals).
   */
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][]; strong?: number[] };

/** A column of a table block. */
interface PdfColumn {
  label: string;
  weight: number;
  align?: 'left' | 'right';
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_SPACE = 48;
const BODY_SIZE = 10.5;
const HEADING_SIZE = 14;
const LINE = 1.4;
const LABEL_WIDTH = 170;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.75, 0.78);
const TABLE_SIZE = 9;
const CELL_GAP = 6;

/**
 * Text the standard fonts can show: they encode WinAnsi only, and pdf-lib throws on anything
 * else. Accented letters outside it lose their accent; other characters become "?".
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
  // Plain printable ASCII, most text, is in every standard font's character set as it is.
  if (/^[\x20-\x7E]*$/.test(text)) return text;
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out +=
        base !== char && [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/**
 * The widths of the pieces measured so far, at size 1, by font name: the writer uses standard
 * fonts only, whose metrics never change, so they hold across documents (contracts repeat
 * their words). Each font's list is bounded: past the bound it starts again.
 */
const pieceWidths = new Map<string, Map<string, number>>();
const MAX_PIECES_PER_FONT = 20_000;

function widthAt(font: PDFFont, piece: string, size: number): number {
  let widths = pieceWidths.get(font.name);
  if (!widths) {
    widths = new Map();
    pieceWidths.set(font.name, widths);
  }
  let width = widths.get(piece);
  if (width === undefined) {
    width = font.widthOfTextAtSize(piece, 1);
    if (widths.size >= MAX_PIECES_PER_FONT) widths.clear();
    widths.set(piece, width);
  }
  return width * size;
}

/**
 * The lines `text` takes at `size` within `width`, broken between words (or inside a long
 * one). Each word is measured once, with the space before it, and lines are summed from those
 * widths (a kerning pair across a word's end is left out: the half point kept spare covers it).
 */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const room = width - 0.5;
  const measure = (piece: string) => widthAt(font, piece, size);
  let line = '';
  let used = 0;
  for (const word of text.split(/ +/).filter(Boolean)) {
    const added = line ? measure(` ${word}`) : measure(word);
    if (used + added <= room) {
      line = line ? `${line} ${word}` : word;
      used += added;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the line is cut where it stops fitting (one pass over its letters).
    let rest = word;
    let restWidth = measure(rest);
    while (restWidth > room) {
      let taken = 0;
      let cut = 0;
      for (const char of rest) {
        taken += measure(char);
        if (taken > room) break;
        cut += char.length;
      }
      lines.push(rest.slice(0, Math.max(cut, 1)));
      rest = rest.slice(Math.max(cut, 1));
      restWidth = measure(rest);
    }
    line = rest;
    used = restWidth;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

class Cursor {
  page!: PDFPage;
  y = 0;
  constructor(private readonly document: PDFDocument) {}
  newPage(): void {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Moves down `height`, on a new page when it would run into the footer. */
  take(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
    this.y -= height;
  }
}

/**
 * Lays blocks out on A4 pages of one pdf-lib document. A document can be written in parts:
 * each `finishPart` puts its footer and "Page n of N" numbering on the pages written since
 * the last one (a signed contract's certificate page is a part of its own). Pages are numbered
 * through the whole document.
 */
export class DocumentWriter {
  private readonly cursor: Cursor;
  private partStart = 0;
  /** Each PNG is embedded once, however often it is drawn (the initials on every page). */
  private readonly images = new Map<Uint8Array, Promise<PDFImage>>();

  private constructor(
    readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.cursor = new Cursor(document);
  }

  static async create(meta: { title: string; createdAt: Date }): Promise<DocumentWriter> {
    const document = await PDFDocument.create();
    document.setTitle(meta.title, { showInWindowTitleBar: true });
    document.setProducer('Print on Demand');
    document.setCreator('Print on Demand');
    document.setCreationDate(meta.createdAt);
    document.setModificationDate(meta.createdAt);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    return new DocumentWriter(document, regular, bold);
  }

  private image(png: Uint8Array): Promise<PDFImage> {
    let image = this.images.get(png);
    if (!image) {
      image = this.document.embedPng(png);
      this.images.set(png, image);
    }
    return image;
  }

  /** How many pages `blocks` take, laid out on their own. */
  static async pagesFor(blocks: PdfBlock[]): Promise<number> {
    const scratch = await DocumentWriter.create({ title: '', createdAt: new Date(0) });
    await scratch.write(blocks);
    return scratch.document.getPageCount();
  }

  /** Writes `blocks` on a new page and the ones after it. */
  async write(blocks: PdfBlock[]): Promise<void> {
    const { cursor, regular, bold } = this;
    const width = A4[0] - 2 * MARGIN;
    cursor.newPage();

    const writeLines = (lines: string[], font: PDFFont, size: number, x: number, color = INK) => {
      for (const text of lines) {
        cursor.take(size * LINE);
        cursor.page.drawText(text, { x, y: cursor.y, size, font, color });
      }
    };

    /** `text` across the page's width, wrapped. */
    const writeText = (text: string, font: PDFFont, size: number) =>
      writeLines(wrap(font, printable(font, text), size, width), font, size, MARGIN);

    for (const block of blocks) {
      switch (block.kind) {
        case 'heading':
          cursor.take(HEADING_SIZE * 0.6);
          writeText(block.text, bold, HEADING_SIZE);
          cursor.take(BODY_SIZE * 0.4);
          break;
        case 'paragraph':
          writeText(block.text, regular, BODY_SIZE);
          cursor.take(BODY_SIZE * 0.6);
          break;
        case 'fields':
          for (const [label, value] of block.rows) {
            const labelLines = wrap(bold, printable(bold, label), BODY_SIZE, LABEL_WIDTH - 8);
            const valueLines = wrap(
              regular,
              printable(regular, value),
              BODY_SIZE,
              width - LABEL_WIDTH,
            );
            const rows = Math.max(labelLines.length, valueLines.length);
            for (let row = 0; row < rows; row += 1) {
              cursor.take(BODY_SIZE * LINE);
              const labelText = labelLines[row];
              const valueText = valueLines[row];
              if (labelText)
                cursor.page.drawText(labelText, {
                  x: MARGIN,
                  y: cursor.y,
                  size: BODY_SIZE,
                  font: bold,
                  color: INK,
                });
              if (valueText)
                cursor.page.drawText(valueText, {
                  x: MARGIN + LABEL_WIDTH,
                  y: cursor.y,
                  size: BODY_SIZE,
                  font: regular,
                  color: INK,
                });
            }
          }
          cursor.take(BODY_SIZE * 0.6);
          break;
        case 'image': {
          const image = await this.image(block.png);
          const scale = Math.min(1, block.maxWidth / image.width, block.maxHeight / image.height);
          cursor.take(image.height * scale);
          cursor.page.drawImage(image, {
            x: MARGIN,
            y: cursor.y,
            width: image.width * scale,
            height: image.height * scale,
          });
          writeLines([printable(regular, block.caption)], regular, BODY_SIZE - 1, MARGIN, MUTED);
          cursor.take(BODY_SIZE * 0.6);
          break;
        }
        case 'pageBreak':
          cursor.newPage();
          break;
        case 'table': {
          const total = block.columns.reduce((sum, column) => sum + column.weight, 0);
          let left = MARGIN;
          const cells = block.columns.map((column) => {
            const cellWidth = (width * column.weight) / total;
            const cell = { ...column, x: left, width: cellWidth - CELL_GAP };
            left += cellWidth;
            return cell;
          });
          const rule = (thickness: number) =>
            cursor.page.drawLine({
              start: { x: MARGIN, y: cursor.y - TABLE_SIZE * 0.45 },
              end: { x: MARGIN + width, y: cursor.y - TABLE_SIZE * 0.45 },
              thickness,
              color: RULE,
            });
          const wrapRow = (row: readonly string[], font: PDFFont) =>
            cells.map((cell, index) =>
              wrap(font, printable(font, row[index] ?? ''), TABLE_SIZE, cell.width),
            );
          const writeRow = (wrapped: string[][], font: PDFFont, color = INK) => {
            const height = Math.max(...wrapped.map((lines) => lines.length));
            for (let line = 0; line < height; line += 1) {
              cursor.take(TABLE_SIZE * LINE);
              cells.forEach((cell, index) => {
                const text = wrapped[index]?.[line];
                if (!text) return;
                const x =
                  cell.align === 'right'
                    ? cell.x + cell.width - widthAt(font, text, TABLE_SIZE)
                    : cell.x;
                cursor.page.drawText(text, { x, y: cursor.y, size: TABLE_SIZE, font, color });
              });
            }
          };
          const header = wrapRow(
            block.columns.map((column) => column.label),
            bold,
          );
          const writeHeader = () => {
            writeRow(header, bold, MUTED);
            rule(0.8);
          };
          const heightOf = (wrapped: string[][]) =>
            Math.max(...wrapped.map((lines) => lines.length)) * TABLE_SIZE * LINE;
          const fits = (height: number) => cursor.y - height >= MARGIN + FOOTER_SPACE;
          // The header stays with the first row, and comes again on each page the table runs onto.
          if (!fits(heightOf(header) * 2 + TABLE_SIZE)) cursor.newPage();
          writeHeader();
          const strong = new Set(block.strong ?? []);
          block.rows.forEach((row, index) => {
            const font = strong.has(index) ? bold : regular;
            const wrapped = wrapRow(row, font);
            const extra = strong.has(index) ? TABLE_SIZE * 0.3 : 0;
            if (!fits(heightOf(wrapped) + extra)) {
              cursor.newPage();
              writeHeader();
            }
            if (strong.has(index)) {
              cursor.take(extra);
              cursor.page.drawLine({
                start: { x: MARGIN, y: cursor.y + TABLE_SIZE * 0.2 },
                end: { x: MARGIN + width, y: cursor.y + TABLE_SIZE * 0.2 },
                thickness: 0.5,
                color: RULE,
              });
            }
            writeRow(wrapped, font);
          });
          cursor.take(BODY_SIZE * 0.8);
          break;
        }
      }
    }
  }

  /**
   * The footer, numbering and `everyPage` stamp on the pages written since the last part;
   * `pagesToFollow` counts the pages the parts still to come will add.
   */
  async finishPart(
    footer: string,
    everyPage?: PdfDocumentSpec['everyPage'],
    pagesToFollow = 0,
  ): Promise<void> {
    const { regular } = this;
    const stamp: PDFImage | undefined = everyPage ? await this.image(everyPage.png) : undefined;
    const first = this.partStart;
    const pages = this.document.getPages().slice(first);
    this.partStart += pages.length;
    const total = this.partStart + pagesToFollow;
    const footerText = printable(regular, footer);
    pages.forEach((page, index) => {
      const y = MARGIN / 2;
      page.drawText(footerText, { x: MARGIN, y, size: 8, font: regular, color: MUTED });
      const numbering = `Page ${first + index + 1} of ${total}`;
      const numberingWidth = regular.widthOfTextAtSize(numbering, 8);
      page.drawText(numbering, {
        x: A4[0] - MARGIN - numberingWidth,
        y,
        size: 8,
        font: regular,
        color: MUTED,
      });
      if (stamp && everyPage) {
        const height = 24;
        const stampWidth = Math.min((stamp.width / stamp.height) * height, 96);
        const x = A4[0] - MARGIN - stampWidth;
        page.drawImage(stamp, { x, y: y + 12, width: stampWidth, height });
        const label = printable(regular, everyPage.label);
        page.drawText(label, {
          x: x - regular.widthOfTextAtSize(label, 7) - 6,
          y: y + 20,
          size: 7,
          font: regular,
          color: MUTED,
        });
      }
    });
  }
}

/** Renders `spec` into PDF bytes with pdf-lib (run it in the PDF worker, not the event loop). */
export async function renderDocument(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const writer = await DocumentWriter.create(spec);
  await writer.write(spec.blocks);
  await writer.finishPart(spec.footer, spec.everyPage);
  return writer.document.save();
}
