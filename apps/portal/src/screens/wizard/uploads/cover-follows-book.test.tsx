import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aBook } from '../../../test/fixtures.ts';
import { api, server } from '../../../test/server.ts';
import { renderWizard } from '../../../test/wizard-test-support.tsx';
import { type BookDraft, EMPTY_DRAFT } from '../drafts/book-draft.ts';

const OUT_OF_DATE =
  'Your cover no longer fits your book: its page count, paper or size changed, so the cover must now be 323.7 x 235 mm with a 13.7 mm spine. Download the new cover template and upload a new cover.';

/** The detail of a submitted print book, before and after its re-quote with 240 pages. */
function detail(requoted: boolean) {
  return {
    statusCode: 0,
    description: 'Successful',
    localBook: aBook(
      101,
      { book_title: 'The Karoo Road', no_of_pages: requoted ? 240 : 200 },
      {
        bookStage: 'uploaded',
        status: 'pending',
        ...(requoted && { filesPending: ['cover'] }),
      },
    ),
    internationalBook: null,
    bookFiles: [
      {
        filename: 'cover.pdf',
        kind: 'cover',
        findings: [],
        fileBuffer: '/user/getfile/c.pdf',
        ...(requoted && {
          outOfDate: { widthMm: 323.7, heightMm: 235, spineMm: 13.7, message: OUT_OF_DATE },
        }),
      },
    ],
    audioFiles: [],
    ...(!requoted && {
      requote: {
        pages: 240,
        printCostCurrency: 'ZAR',
        before: { pages: 200, printCost: '56.00', localRoyalty: '97.40', internationRoyalty: null },
        after: { pages: 240, printCost: '63.20', localRoyalty: '91.15', internationRoyalty: null },
        refused: null,
      },
    }),
  };
}

/** The wizard's draft of that book, quoted with 200 pages. */
const DRAFT: BookDraft = {
  ...EMPTY_DRAFT,
  title: 'The Karoo Road',
  format: 'print',
  isLocal: true,
  numPages: 200,
};

describe('the cover follows the book', () => {
  it('offers the re-quote side by side, then marks the cover out of date and asks for a new one', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
    let requoted = false;
    let sent: unknown = null;
    server.use(
      http.get(api('/user/viewusersbookinfo/101/l-0'), () => HttpResponse.json(detail(requoted))),
      http.post(api('/user/requotebook'), async ({ request }) => {
        sent = await request.json();
        requoted = true;
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          quote: detail(false).requote?.after,
        });
      }),
      http.get(api('/user/covertemplate/101/0'), () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const { user } = renderWizard('/new-book/upload-assets', { draft: DRAFT });

    const table = await screen.findByRole('table', {
      name: 'Your quote and a quote for 240 pages',
    });
    const printing = within(table).getByRole('row', { name: /Printing cost of one copy/ });
    expect(printing).toHaveTextContent('R 56.00');
    expect(printing).toHaveTextContent('R 63.20');
    expect(screen.queryByText('Cover out of date')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-quote with 240 pages' }));
    expect(await screen.findByText(OUT_OF_DATE)).toBeInTheDocument();
    expect(sent).toEqual({ local_bookId: 101, international_bookId: 0, no_of_pages: 240 });
    expect(screen.queryByRole('table', { name: /a quote for 240 pages/ })).not.toBeInTheDocument();
    // With the new template beside it (its link, or why it could not be made), and the cover
    // asked for again, checked against the new page count.
    const notice = screen.getByRole('region', { name: 'Cover out of date' });
    await expect
      .poll(() => within(notice).queryAllByText(/cover template/i).length)
      .toBeGreaterThan(1);
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('calc_draft') ?? '{}').numPages).toBe(240);
  });

  it("says why a re-quote was refused, in the server's words", async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
    const paid =
      'This book was paid for, so its quote cannot change: contact support to change its details';
    server.use(
      http.get(api('/user/viewusersbookinfo/101/l-0'), () => HttpResponse.json(detail(false))),
      http.post(api('/user/requotebook'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            description: paid,
            errors: [{ field: 'local_bookId', message: paid }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWizard('/new-book/upload-assets', { draft: DRAFT });

    await user.click(await screen.findByRole('button', { name: 'Re-quote with 240 pages' }));
    expect(await screen.findByText(paid)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /a quote for 240 pages/ })).toBeInTheDocument();
  });
});
