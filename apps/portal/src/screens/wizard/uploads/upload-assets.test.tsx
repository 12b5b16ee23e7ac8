import { screen, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../../test/fixtures.ts';
import { api, server } from '../../../test/server.ts';
import { DETAILS, renderWizard } from '../../../test/wizard-test-support.tsx';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';

/** An EPUB's first bytes: a zip whose first, stored entry is `mimetype`. */
function epubFile(): File {
  const name = 'mimetype';
  const content = 'application/epub+zip';
  const header = new Uint8Array(30);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint32(18, content.length, true);
  view.setUint32(22, content.length, true);
  view.setUint16(26, name.length, true);
  const text = new TextEncoder().encode(`${name}${content}`);
  return new File([header, text, new Uint8Array(2000)], 'the-karoo-road.epub', {
    type: 'application/epub+zip',
  });
}

/** A real Word document: its content types naming the main document part, and that part. */
function docxFile(name: string): File {
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ),
  });
  return new File([zip], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
}

describe('upload book files', () => {
  it('asks a raw upload for its Word document, checked by content', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
    localStorage.setItem('calc_details', JSON.stringify(DETAILS));
    localStorage.setItem('calc_upload_type', JSON.stringify('raw'));
    localStorage.setItem(
      'calc_services',
      JSON.stringify({
        ticked: ['formatting', 'coverDesign', 'thumbnailDesign'],
        heavyGraphics: false,
      }),
    );
    server.use(
      http.get(api('/user/viewusersbookinfo/101/l-0'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBook: aBook(
            101,
            { format_type: 'print', region: 'local', book_title: 'The Karoo Road' },
            { bookStage: 'signedcontract', status: 'pending' },
          ),
          internationalBook: null,
          bookFiles: [],
          audioFiles: [],
        }),
      ),
    );
    const { user } = renderWizard('/new-book/upload-assets', {
      draft: { ...EMPTY_DRAFT, title: 'The Karoo Road', format: 'print', isLocal: true },
    });
    expect(await screen.findByText('A .docx file.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // A zip named .docx that is not a Word document is refused by its content.
    await user.upload(input, new File([zipSync({ 'notes.txt': strToU8('notes') })], 'book.docx'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid File Type' });
    expect(dialog).toHaveTextContent('.docx');
    await user.click(within(dialog).getByRole('button', { name: /OK|Close/ }));
    await user.upload(input, docxFile('the-karoo-road.docx'));
    expect(await screen.findByText('the-karoo-road.docx is ready to upload.')).toBeInTheDocument();
  });

  it('shows the retry alert when the submission fails, then submits and uploads the ebook', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 0, internationalBookId: 102 }));
    localStorage.setItem('calc_details', JSON.stringify(DETAILS));
    localStorage.setItem(
      'calc_services',
      JSON.stringify({ ticked: ['thumbnailDesign'], heavyGraphics: false }),
    );
    const submissions: unknown[] = [];
    server.use(
      http.get(api('/user/viewusersbookinfo/0/i-102'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBook: null,
          internationalBook: aBook(
            102,
            { format_type: 'ebook', region: 'international', book_title: 'The Karoo Road' },
            { bookStage: 'signedcontract', status: 'pending' },
          ),
          bookFiles: [],
          audioFiles: [],
        }),
      ),
      http.post(api('/user/uploadbook'), async ({ request }) => {
        submissions.push(await request.json());
        if (submissions.length === 1) return HttpResponse.error();
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          cartItems: [
            {
              id: 31,
              book_id: null,
              international_book_id: 102,
              service: 'thumbnailDesign',
              misc: '[{"name":"Thumbnail design","description":"A designer creates your thumbnail image","cost":500,"discount":0,"discount_type":0}]',
              created_at: '2026-11-21T08:40:00Z',
            },
          ],
        });
      }),
      http.get(api('/session/v2/packet-status'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', next_index: 0 }),
      ),
      http.post(api('/session/v2/packet'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          next_index: 1,
          finalFilename: 'b102-book-abc.epub',
        }),
      ),
    );
    const { user } = renderWizard('/new-book/upload-assets', {
      draft: { ...EMPTY_DRAFT, title: 'The Karoo Road', format: 'ebook', isInternational: true },
    });
    expect(
      await screen.findByRole('heading', { name: 'Upload Book/Cover/Thumbnail' }),
    ).toBeInTheDocument();
    // An ebook without conversion is an EPUB; thumbnail design is ordered, so no thumbnail.
    expect(await screen.findByText('A .epub file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose file Thumbnail/ })).toBeNull();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, epubFile());
    expect(await screen.findByText('the-karoo-road.epub is ready to upload.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit and upload' }));
    expect(
      await screen.findByText(
        'Something went wrong - This may be due to your internet connection.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Thumbnail design was ordered: how it is paid comes next, then its appendix is signed.
    expect(
      await screen.findByRole('heading', { name: 'Select Payment Method' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The services you ordered come to R 500.00 excluding VAT/),
    ).toBeInTheDocument();
    expect(submissions[1]).toMatchObject({
      local_bookId: 0,
      international_bookId: 102,
      format_type: 'ebook',
      thumbnail_needed: true,
      conversion_needed: false,
      book: 'the-karoo-road.epub',
      thumbnail: null,
      language: 'en',
      keywords: ['karoo'],
    });
  });
});
