import type { PreflightFinding } from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGED_MESSAGE } from '../../../preflight-fixes/apply-fix.ts';
import type { SafeFix } from '../../../preflight-fixes/index.ts';
import { aBook } from '../../../test/fixtures.ts';
import { testBookPdf } from '../../../test/preflight-fix-pdfs.ts';
import { api, server } from '../../../test/server.ts';
import { DETAILS, PRINT_DRAFT, renderWizard } from '../../../test/wizard-test-support.tsx';
import type { PreflightRequest, PreflightResult } from '../preflight/preflight-request.ts';

// Preflight's worker and pdf.js are the browser suite's (preflight-fix.spec.ts): here each run
// answers what the test says for the file's name. The fix itself is the real one: pdf-lib in
// place (jsdom has no workers), or a worker the test stands in for.
const runs = vi.hoisted(() => ({
  started: [] as Array<{ name: string; request: PreflightRequest }>,
  answers: new Map<string, PreflightResult>(),
}));
vi.mock('../preflight/run-preflight.ts', () => ({
  runPreflight: (file: File, request: PreflightRequest) => {
    runs.started.push({ name: file.name, request });
    const answer = runs.answers.get(file.name);
    return {
      // No answer: never ends (the author chooses another file).
      result: new Promise<PreflightResult>((resolve) => answer && resolve(answer)),
      cancel: () => undefined,
    };
  },
}));

const A5 = { widthMm: 148, heightMm: 210 };

const PAGE_COUNT: PreflightFinding = {
  code: 'page-count',
  grade: 'blocks-printing',
  message: 'Your PDF has 9 pages; the quote is for 10.',
  action: 'Ask for a new quote for 9 pages, or upload the PDF of 10 pages.',
};
const ODD: PreflightFinding = {
  code: 'odd-page-count',
  grade: 'worth-knowing',
  message:
    'Your PDF has 9 pages; a printed book has an even number, so the printer adds a blank page at the end.',
  action: 'Add a blank page yourself where you want it, or leave it to the printer.',
};
const PAD: SafeFix = {
  kind: 'pad-pages',
  pages: 1,
  pageCount: 9,
  label: 'Add 1 blank page at the end',
  explanation:
    'A printed book has an even number of pages, so 1 blank page after your last page makes 10; nothing on your pages changes.',
};

/** The author's 9-page A5 book, as chosen. */
async function chosenBook(): Promise<File> {
  const bytes = await testBookPdf({ pages: 9, sizeMm: A5 });
  return new File([bytes.slice()], 'book.pdf', { type: 'application/pdf' });
}

/** The upload stage of a book not yet submitted, quoted for 10 pages; only its file is asked. */
function renderStage() {
  return renderWizard('/new-book/upload-assets', {
    draft: { ...PRINT_DRAFT, isInternational: false, numPages: 10 },
  });
}

async function bookFileInput(): Promise<HTMLInputElement> {
  await screen.findByText('A .pdf file.');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const pageCount = async (bytes: ArrayBuffer) =>
  (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();

beforeEach(() => {
  runs.started.length = 0;
  runs.answers.clear();
  localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
  localStorage.setItem('calc_details', JSON.stringify(DETAILS));
  localStorage.setItem('calc_upload_type', JSON.stringify('pdf'));
  localStorage.setItem(
    'calc_services',
    JSON.stringify({ ticked: ['coverDesign', 'thumbnailDesign'], heavyGraphics: false }),
  );
  server.use(
    http.get(api('/user/viewusersbookinfo/101/l-0'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBook: aBook(
          101,
          { format_type: 'print', region: 'local', book_title: 'The Karoo Road', no_of_pages: 10 },
          { bookStage: 'signedcontract', status: 'pending' },
        ),
        internationalBook: null,
        bookFiles: [],
        audioFiles: [],
      }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a safe fix at the upload stage', () => {
  it('fixes the book file as a new version, checks it again and uploads it; the original is kept', async () => {
    runs.answers.set('book.pdf', {
      findings: [PAGE_COUNT, ODD],
      printers: null,
      fixes: [PAD],
    });
    runs.answers.set('book (fixed).pdf', { findings: [], printers: null, fixes: [] });
    const submissions: Array<{ book?: string }> = [];
    const chunks: Array<{ name: string | null; body: ArrayBuffer }> = [];
    server.use(
      http.post(api('/user/uploadbook'), async ({ request }) => {
        submissions.push((await request.json()) as { book?: string });
        return HttpResponse.json({ statusCode: 0, description: 'Successful', cartItems: [] });
      }),
      http.get(api('/session/v2/packet-status'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', next_index: 0 }),
      ),
      http.post(api('/session/v2/packet'), async ({ request }) => {
        chunks.push({
          name: new URL(request.url).searchParams.get('name'),
          body: await request.arrayBuffer(),
        });
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          next_index: 1,
          finalFilename: 'b101-book-abc.pdf',
        });
      }),
    );
    const { user } = renderStage();
    const original = await chosenBook();
    await user.upload(await bookFileInput(), original);

    // The quote's trim and binding come with the check, for the fixes offered.
    await waitFor(() => expect(runs.started).toHaveLength(1));
    expect(runs.started[0]?.request.fixes).toEqual({
      trim: A5,
      binding: 'perfect-bound',
      bleedMm: 0,
    });
    // One button, under the first finding it answers (the page count blocks printing).
    const found = await screen.findByRole('region', { name: 'What we found in book.pdf' });
    const fix = within(found).getByRole('button', { name: 'Add 1 blank page at the end' });
    expect(fix).toHaveAccessibleDescription(PAD.explanation);
    expect(
      within(found).getByRole('list', { name: 'Blocks printing (1)' }).contains(fix),
    ).toBeTruthy();
    expect(within(found).getAllByRole('button', { name: PAD.label })).toHaveLength(1);

    // By keyboard: the fixed file is checked again, the focus kept near it, the result said.
    fix.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('book (fixed).pdf is ready to upload.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    expect(runs.started.map(({ name }) => name)).toEqual(['book.pdf', 'book (fixed).pdf']);
    expect(screen.queryByRole('region', { name: /What we found/ })).toBeNull();
    const note = screen.getByText(/We will upload the fixed copy/);
    expect(note).toHaveTextContent(
      'book (fixed).pdf is a fixed copy of book.pdf (Add 1 blank page at the end). We will upload the fixed copy; your original is kept as it was.',
    );
    expect(document.activeElement?.contains(note)).toBe(true);
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent?.startsWith('Done: Add 1 blank page at the end.')),
    ).toBe(true);

    // The original is there to download, as it was chosen.
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:file';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download the original' }));
    expect(saved[0]).toBe(original);
    expect(await pageCount(await original.arrayBuffer())).toBe(9);

    // The fixed version is what is submitted and sent: 10 pages.
    await user.click(screen.getByRole('button', { name: 'Submit and upload' }));
    await waitFor(() => expect(chunks).toHaveLength(1));
    expect(submissions[0]?.book).toBe('book (fixed).pdf');
    expect(chunks[0]?.name).toBe('book (fixed).pdf');
    expect(await pageCount(chunks[0]?.body ?? new ArrayBuffer(0))).toBe(10);
  });

  it('goes back to the original when asked, and checks it again', async () => {
    runs.answers.set('book.pdf', { findings: [PAGE_COUNT, ODD], printers: null, fixes: [PAD] });
    runs.answers.set('book (fixed).pdf', { findings: [], printers: null, fixes: [] });
    const { user } = renderStage();
    await user.upload(await bookFileInput(), await chosenBook());
    await user.click(await screen.findByRole('button', { name: PAD.label }));
    await user.click(
      await screen.findByRole('button', { name: 'Use the original instead' }, { timeout: 20_000 }),
    );
    expect(
      await screen.findByRole('region', { name: 'What we found in book.pdf' }),
    ).toBeInTheDocument();
    expect(runs.started.map(({ name }) => name)).toEqual([
      'book.pdf',
      'book (fixed).pdf',
      'book.pdf',
    ]);
    expect(screen.queryByText(/We will upload the fixed copy/)).toBeNull();
    expect(screen.getByRole('button', { name: PAD.label })).toBeInTheDocument();
  });

  it('says why a fix failed and keeps the original chosen', async () => {
    // Offered for 11 pages: the chosen file has 9, so the fix refuses it.
    const stale: SafeFix = { ...PAD, pageCount: 11 };
    runs.answers.set('book.pdf', { findings: [PAGE_COUNT, ODD], printers: null, fixes: [stale] });
    const { user } = renderStage();
    await user.upload(await bookFileInput(), await chosenBook());
    await user.click(await screen.findByRole('button', { name: PAD.label }));
    const found = screen.getByRole('region', { name: 'What we found in book.pdf' });
    expect(
      await within(found).findByText(CHANGED_MESSAGE, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === CHANGED_MESSAGE),
    ).toBe(true);
    expect(runs.started.map(({ name }) => name)).toEqual(['book.pdf']);
    expect(screen.queryByText(/We will upload the fixed copy/)).toBeNull();
    expect(within(found).getByRole('button', { name: PAD.label })).toBeEnabled();
  });

  it('stops a fix under way when another file is chosen: its worker ends', async () => {
    const workers: Array<{ terminated: boolean }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        state = { terminated: false };
        constructor() {
          workers.push(this.state);
        }
        postMessage() {
          // Never answers: the fix is still running when the author chooses another file.
        }
        terminate() {
          this.state.terminated = true;
        }
      },
    );
    runs.answers.set('book.pdf', { findings: [PAGE_COUNT, ODD], printers: null, fixes: [PAD] });
    runs.answers.set('other.pdf', { findings: [], printers: null, fixes: [] });
    const { user } = renderStage();
    const input = await bookFileInput();
    await user.upload(input, await chosenBook());
    await user.click(await screen.findByRole('button', { name: PAD.label }));
    // Pending, with a bar that says so; the upload waits for it.
    expect(await screen.findByRole('progressbar', { name: 'Fixing book.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit and upload' })).toBeDisabled();
    await waitFor(() => expect(workers).toEqual([{ terminated: false }]));

    await user.upload(
      input,
      new File([(await testBookPdf({ pages: 10, sizeMm: A5 })).slice()], 'other.pdf'),
    );
    expect(await screen.findByText('other.pdf is ready to upload.')).toBeInTheDocument();
    expect(workers).toEqual([{ terminated: true }]);
    expect(screen.queryByText(/We will upload the fixed copy/)).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Fixing book.pdf' })).toBeNull();
  });

  it('offers no fix for a book submitted before: its file name is announced', async () => {
    server.use(
      http.get(api('/user/viewusersbookinfo/101/l-0'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBook: aBook(
            101,
            { book_title: 'The Karoo Road', no_of_pages: 10 },
            { bookStage: 'uploaded', status: 'pending', filesPending: ['book'] },
          ),
          internationalBook: null,
          bookFiles: [],
          audioFiles: [],
        }),
      ),
    );
    runs.answers.set('book.pdf', { findings: [PAGE_COUNT, ODD], printers: null, fixes: [] });
    const { user } = renderStage();
    await user.upload(await bookFileInput(), await chosenBook());
    expect(
      await screen.findByRole('region', { name: 'What we found in book.pdf' }),
    ).toBeInTheDocument();
    expect(runs.started[0]?.request.fixes).toBeNull();
    expect(screen.queryByRole('button', { name: PAD.label })).toBeNull();
  });
});
