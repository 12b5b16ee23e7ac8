import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../../test/server.ts';
import { renderWizard, storedDraft } from '../../../test/wizard-test-support.tsx';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';

/** A signed print book for both markets, quoted with the genre Travel / General. */
function signedBook(misc = '{"status":"quote","bookStage":"signedcontract","genre":"TRV000000"}') {
  const record = (id: number, region: 'local' | 'international') => ({
    id,
    book_title: 'The Karoo Road',
    format_type: 'print',
    region,
    price_sale: region === 'local' ? 250 : 15,
    local_price: 250,
    international_price: 15,
    localRoyalty: '130.96',
    internationRoyalty: '5.50',
    isbn: null,
    book_code: `POD000000${id}`,
    no_of_pages: 200,
    pages: 200,
    misc,
    contractInfo: null,
    created_at: '2026-11-21T08:30:00Z',
  });
  server.use(
    http.get(api('/user/viewusersbookinfo/:local/:pair'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBook: record(101, 'local'),
        internationalBook: record(102, 'international'),
        bookFiles: [],
        audioFiles: [],
      }),
    ),
  );
}

const RESUME = '?continue=true&lbid=101&ibid=102&region=li';

describe('resuming a book from Your books', () => {
  it('fills the metadata genre and BISAC code from the book quoted, over another draft', async () => {
    signedBook();
    // The wizard last held another book, with details typed for it.
    localStorage.setItem('calc_draft', JSON.stringify({ ...EMPTY_DRAFT, title: 'Other' }));
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 7, internationalBookId: 0 }));
    renderWizard(`/new-book/metadata${RESUME}`);
    expect(await screen.findByRole('heading', { name: 'Additional Details' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Genre')).toHaveValue('Travel'));
    expect(screen.getByLabelText('BISAC code')).toHaveValue('TRV000000');
    expect(storedDraft('book')).toEqual({ localBookId: 101, internationalBookId: 102 });
  });

  it('shows the genre general info chose even where details were kept without it', async () => {
    signedBook();
    localStorage.setItem(
      'calc_draft',
      JSON.stringify({ ...EMPTY_DRAFT, title: 'The Karoo Road', genre: 'TRV000000' }),
    );
    localStorage.setItem(
      'calc_book',
      JSON.stringify({ localBookId: 101, internationalBookId: 102 }),
    );
    localStorage.setItem(
      'calc_details',
      JSON.stringify({
        subtitle: 'A journey',
        author: 'Thandi Mokoena',
        contributors: [],
        publicationDate: '',
        onSaleDate: '',
        language: '',
        genre: '',
        keywords: [],
        bisacCode: '',
        shortDescription: '',
        mainDescription: '',
        longDescription: '',
        copyrightHolder: 'Thandi Mokoena',
        copyrightDate: '',
        recommendedAudience: '',
        indicatedAudienceWarning: '',
      }),
    );
    renderWizard('/new-book/metadata');
    expect(await screen.findByLabelText('Genre')).toHaveValue('Travel');
    expect(screen.getByLabelText('BISAC code')).toHaveValue('TRV000000');
    // What was typed stays.
    expect(screen.getByLabelText(/Subtitle/)).toHaveValue('A journey');
  });
});
