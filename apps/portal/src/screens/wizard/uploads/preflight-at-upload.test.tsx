import type { PreflightFinding } from '@pod-portal/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aBook } from '../../../test/fixtures.ts';
import { api, server } from '../../../test/server.ts';
import { PRINT_DRAFT, renderWizard } from '../../../test/wizard-test-support.tsx';
import type { PreflightRequest, PreflightResult } from '../preflight/preflight-request.ts';

// The worker and pdf.js are the browser suite's (preflight-in-browser.spec.ts): here each run
// reports the pages it is given and answers what the test says.
const runs = vi.hoisted(() => ({
  started: [] as Array<{ name: string; request: unknown; cancelled: boolean }>,
  answers: new Map<string, { pages: number; result: unknown }>(),
}));
vi.mock('../preflight/run-preflight.ts', () => ({
  runPreflight: (
    file: File,
    request: PreflightRequest,
    onPage: (page: number, pages: number) => void,
  ) => {
    const run = { name: file.name, request, cancelled: false };
    runs.started.push(run);
    const answer = runs.answers.get(file.name);
    return {
      result: new Promise<PreflightResult>((resolve) => {
        if (!answer) return; // never ends: the author chooses another file
        for (let page = 1; page <= answer.pages; page += 1) onPage(page, answer.pages);
        setTimeout(() => resolve(answer.result as PreflightResult), 20);
      }),
      cancel: () => {
        run.cancelled = true;
      },
    };
  },
}));

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n'), new Uint8Array(2000)], name, {
    type: 'application/pdf',
  });

const LOW_RES: PreflightFinding = {
  code: 'image-resolution',
  grade: 'blocks-printing',
  page: 3,
  spot: { xMm: 30, yMm: 100, widthMm: 25, heightMm: 25 },
  message:
    'An image on page 3 is 50 ppi at its printed size; the printer refuses images under 150 ppi, which print blurred.',
  action: 'Replace it with a larger image, or place it smaller, so that it has at least 300 ppi.',
};
const SOFT: PreflightFinding = {
  ...LOW_RES,
  grade: 'looks-wrong',
  message:
    'An image on page 3 is 220 ppi at its printed size; it will print, but softer than the 300 ppi printers ask for.',
};

/** The book file's input, once the stage asks for it. */
async function bookFileInput(): Promise<HTMLInputElement> {
  await screen.findByText('A .pdf file.');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  runs.started.length = 0;
  runs.answers.clear();
  localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
  localStorage.setItem('calc_upload_type', JSON.stringify('pdf'));
  server.use(
    http.get(api('/user/viewusersbookinfo/101/l-0'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBook: aBook(
          101,
          { book_title: 'The Karoo Road', no_of_pages: 200 },
          { bookStage: 'uploaded', status: 'pending', filesPending: ['book'] },
        ),
        internationalBook: null,
        bookFiles: [],
        audioFiles: [],
      }),
    ),
  );
});

describe('preflight at the upload stage', () => {
  it('checks the book file against the quote, page by page; a finding that blocks printing stops it', async () => {
    runs.answers.set('low-res.pdf', { pages: 3, result: { findings: [LOW_RES], printers: null } });
    const { user } = renderWizard('/new-book/upload-assets', {
      draft: { ...PRINT_DRAFT, isInternational: false },
    });
    const input = await bookFileInput();
    // A first file still being checked is stopped when another is chosen.
    await user.upload(input, pdf('hold.pdf'));
    await user.upload(input, pdf('low-res.pdf'));
    await vi.waitFor(() =>
      expect(runs.started.map(({ name, cancelled }) => [name, cancelled])).toEqual([
        ['hold.pdf', true],
        ['low-res.pdf', false],
      ]),
    );
    // The quote's pages, A5 trim and black ink; our press asks no bleed or margins.
    expect(runs.started[1]?.request).toEqual({
      role: 'book',
      book: { pages: 200, trim: { widthMm: 148, heightMm: 210 }, ink: 'black' },
      coverMm: expect.objectContaining({ heightMm: 216 }),
      printers: {
        binding: 'perfect-bound',
        ink: 'black',
        paper: 'white',
        trimMm: { widthMm: 148, heightMm: 210 },
        bleedMm: 0,
      },
      // A book submitted before: its file's name is announced, so no fix (a new name) is offered.
      fixes: null,
    });
    const found = await screen.findByRole('region', { name: 'What we found in low-res.pdf' });
    expect(within(found).getByRole('list', { name: 'Blocks printing (1)' })).toHaveTextContent(
      LOW_RES.message,
    );
    expect(screen.getByText(/This file cannot be printed as it is/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Choose another file where a file is marked above.'),
    ).toBeInTheDocument();
  });

  it('shows the progress, and lets a file that prints go on once the author says so', async () => {
    runs.answers.set('soft.pdf', { pages: 300, result: { findings: [SOFT], printers: null } });
    const { user } = renderWizard('/new-book/upload-assets', {
      draft: { ...PRINT_DRAFT, isInternational: false },
    });
    const input = await bookFileInput();
    await user.upload(input, pdf('soft.pdf'));
    expect(await screen.findByRole('progressbar', { name: 'Checking soft.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Checking page 300 of 300',
    );
    expect(
      await screen.findByRole('list', { name: 'Will print but looks wrong (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This file cannot be printed as it is/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Upload anyway/ })).not.toBeChecked();
  });

  it('lets a file go on when the browser could not check it: the server checks it', async () => {
    runs.answers.set('odd.pdf', {
      pages: 1,
      result: { findings: [], printers: null, failed: true },
    });
    const { user } = renderWizard('/new-book/upload-assets', {
      draft: { ...PRINT_DRAFT, isInternational: false },
    });
    await user.upload(await bookFileInput(), pdf('odd.pdf'));
    expect(
      await screen.findByText(
        'odd.pdf is ready to upload. We could not check it here: it is checked once it is uploaded.',
      ),
    ).toBeInTheDocument();
  });
});
