import {
  breakEvenPrice,
  defaultPriceList,
  formatAmount,
  formatMoney,
  ISBN_EXISTS_MESSAGE,
  ISBN_IN_USE_MESSAGE,
  NEGATIVE_ROYALTY_MODAL_MESSAGE,
  SADDLE_STITCH_PAGES_MESSAGE,
  SELECT_BINDING_MESSAGE,
} from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, server } from '../../../test/server.ts';
import {
  PRINT_DRAFT,
  renderWizard,
  renderWizardInBrowser,
  storedDraft,
} from '../../../test/wizard-test-support.tsx';
import { draftRoyaltyInput } from '../calculator/royalty-input.ts';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';

const estimate = (localRoyalty: string, internationRoyalty = '0.00') =>
  HttpResponse.json({
    statusCode: 0,
    description: 'Successful',
    localRoyalty,
    internationRoyalty,
    totalCost: '56.00',
  });

describe('general info: details', () => {
  it("shows the product's messages for an empty book and keeps the page", async () => {
    const { user } = renderWizard('/new-book/general-info');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a title for your book')).toBeInTheDocument();
    // Every required field at once, not only the title and format.
    for (const message of [
      'Please select a format for your book',
      'Please select where your book will be sold',
      'Please select a genre for your book',
      'Please enter the number of pages of your book',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Fields a choice reveals wait for the next Continue before they show a message.
    await user.click(screen.getByRole('radio', { name: 'Print' }));
    expect(await screen.findByRole('button', { name: /Size/ })).toBeInTheDocument();
    expect(screen.queryByText('Please select the dimensions of your book')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select a format for your book')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please select the dimensions of your book'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'ab');
    expect(await screen.findByText('Title must be at least 3 characters long')).toBeInTheDocument();
    expect(storedDraft('draft')).toMatchObject({ title: 'ab' });
  });

  it('forces an ebook international, asks for its author and checks contributors', async () => {
    const { user } = renderWizard('/new-book/general-info');
    await user.type(await screen.findByLabelText('Title'), 'Digital Dawn');
    await user.click(screen.getByRole('radio', { name: 'Ebook' }));
    expect(screen.getByRole('switch', { name: /Internationally/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Locally/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Locally/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add contributor' }));
    await user.type(screen.getByLabelText('Contributor 1 name'), 'Sipho');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please fill both the Contributor Name and Contributor Role fields'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid author for your book')).toBeInTheDocument();
  });

  it('prefills the BISAC code from the genre picker (subject heading, then sub-category)', async () => {
    const { user } = renderWizard('/new-book/general-info');
    await user.click(await screen.findByRole('button', { name: /Subject heading/ }));
    await user.click(await screen.findByRole('option', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: /Sub-category/ }));
    await user.click(await screen.findByRole('option', { name: 'Travel / General' }));
    expect(screen.getByLabelText(/BISAC code/)).toHaveValue('TRV000000');
    expect(storedDraft('draft')).toMatchObject({ genre: 'TRV000000' });
  });

  it('sets height, width, orientation and template from the size and clears the paper', async () => {
    const { user } = renderWizard('/new-book/general-info', { draft: PRINT_DRAFT });
    await user.click(await screen.findByRole('button', { name: /Size/ }));
    await user.click(await screen.findByRole('option', { name: /^A4 Landscape/ }));
    expect(storedDraft('draft')).toMatchObject({
      size: '297x210',
      height: 210,
      width: 297,
      orientation: 'landscape',
      template: 'A4',
      localPaperType: null,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a local paper type')).toBeInTheDocument();
  });

  it('clears saddle stitch above 96 pages with its modal', async () => {
    const { user } = renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, numPages: 90, binding: 'saddle-stitch' },
    });
    await user.type(await screen.findByLabelText('Number of pages'), '0');
    expect(await screen.findByText(SADDLE_STITCH_PAGES_MESSAGE)).toBeInTheDocument();
    expect(storedDraft('draft')).toMatchObject({ numPages: 900, binding: null });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // The binding is asked for again at once, and the book cannot go on without one.
    const binding = await screen.findByRole('button', { name: /Binding/ });
    expect(binding).toHaveAccessibleDescription(SELECT_BINDING_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'General Info' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Local price/)).not.toBeInTheDocument();
  });

  it('tells when the ISBN is used by another book (server check)', async () => {
    renderWizard('/new-book/general-info', { draft: PRINT_DRAFT });
    server.use(
      http.post(api('/user/getvalidisbn'), () =>
        HttpResponse.json({
          statusCode: 200,
          description: ISBN_IN_USE_MESSAGE,
          isValid: false,
          inUse: true,
        }),
      ),
    );
    expect(await screen.findByText(ISBN_IN_USE_MESSAGE)).toBeInTheDocument();
  });

  it('goes to the calculator, which survives a reload, and Back on page 1 offers the dashboard', async () => {
    const { user, history } = renderWizard('/new-book/general-info', { draft: PRINT_DRAFT });
    server.use(http.put(api('/user/realtimeroyalty'), () => estimate('130.96', '5.50')));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Local price/)).toBeInTheDocument();
    expect(storedDraft('page')).toBe('calculator');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Leave your book details?' });
    await user.click(within(modal).getByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });
});

describe('general info: the browser back button', () => {
  async function toGeneralInfo() {
    const rendered = renderWizardInBrowser('/new-book/publishing-rights', { draft: PRINT_DRAFT });
    const { user } = rendered;
    await user.click(await screen.findByRole('radio', { name: /public domain/ }));
    await user.click(screen.getByRole('radio', { name: 'Compilation' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Title');
    window.history.back();
    return {
      user,
      modal: await screen.findByRole('alertdialog', { name: 'Leave your book details?' }),
    };
  }

  it('opens the leave modal; staying keeps the page', async () => {
    const { user, modal } = await toGeneralInfo();
    await user.click(within(modal).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-book/general-info'));
    expect(screen.getByLabelText('Title')).toHaveValue('The Karoo Road');
  });

  it('offers the dashboard instead', async () => {
    const { user, modal } = await toGeneralInfo();
    await user.click(within(modal).getByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});

describe('general info: calculator', () => {
  it('asks the server once the price is entered, and breaks the price down', async () => {
    const calls: unknown[] = [];
    server.use(
      http.put(api('/user/realtimeroyalty'), async ({ request }) => {
        const body = (await request.json()) as { local_price: number };
        calls.push(body.local_price);
        return estimate('130.96', '5.50');
      }),
    );
    const { user } = renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, localPrice: '' },
      page: 'calculator',
    });
    // The page asks once for the draft as it opens (no price yet); a keystroke-by-keystroke
    // count would depend on how fast this machine types, so the price arrives in one change.
    await waitFor(() => expect(calls).toEqual([null]));
    calls.length = 0;
    await user.click(await screen.findByLabelText(/Local price/));
    await user.paste('250');
    await waitFor(() => expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 130.96'));
    expect(screen.getByTestId('international-royalty')).toHaveTextContent('USD 5.50');
    expect(calls).toEqual([250]);
    const local = screen.getByTestId('breakdown-local');
    expect(local).toHaveTextContent('VAT (15%)-R 32.61');
    expect(local).toHaveTextContent('Marketplace discount (14%)-R 30.43');
    expect(local).toHaveTextContent('Your royalty per bookR 130.96');
    expect(screen.getByTestId('breakdown-international')).toHaveTextContent(
      'Your royalty per bookUSD 5.50',
    );
    expect(screen.getByText('Spine width').nextSibling).toHaveTextContent('11.44 mm');
  });

  it('never lets an older, slower answer overwrite the newer one', async () => {
    // The answer for R2 is held back until the test releases it; the test knows when its request
    // arrived and when the portal gave up on it (a newer price aborts it).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const oldArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let aborted = () => {};
    const oldAborted = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    server.use(
      http.put(api('/user/realtimeroyalty'), async ({ request }) => {
        const body = (await request.json()) as { local_price: number };
        if (body.local_price === 2) {
          request.signal.addEventListener('abort', aborted);
          arrived();
          await held;
          return estimate('-40.00', '5.50');
        }
        return estimate('130.96', '5.50');
      }),
    );
    const { user } = renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, localPrice: '' },
      page: 'calculator',
    });
    const price = await screen.findByLabelText(/Local price/);
    await user.type(price, '2');
    await oldArrived;
    await user.type(price, '50');
    await waitFor(() => expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 130.96'));
    await oldAborted;
    release();
    expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 130.96');
    expect(screen.queryByRole('alertdialog', { name: 'Negative royalty' })).not.toBeInTheDocument();
  });

  it('opens the blocking modal for a negative royalty and refuses to continue', async () => {
    server.use(http.put(api('/user/realtimeroyalty'), () => estimate('-48.52', '5.50')));
    const { user } = renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, localPrice: '100.00' },
      page: 'calculator',
    });
    const modal = await screen.findByRole('alertdialog', { name: 'Negative royalty' });
    expect(modal).toHaveTextContent(NEGATIVE_ROYALTY_MODAL_MESSAGE);
    await user.click(within(modal).getByRole('button', { name: 'Edit my options' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Estimated royals cannot be a negative amount'),
    ).toBeInTheDocument();
    expect(storedDraft('page')).toBe('calculator');
  });

  it('names the market below zero and offers its break-even price, which one button takes', async () => {
    const draft = { ...PRINT_DRAFT, isInternational: false, localPrice: '50.00' };
    const input = draftRoyaltyInput(draft, defaultPriceList);
    const breakEven = input && breakEvenPrice(input, 'local', defaultPriceList);
    if (!breakEven) throw new Error('the print book has a break-even price');
    server.use(
      http.put(api('/user/realtimeroyalty'), async ({ request }) => {
        const body = (await request.json()) as { local_price: number };
        return body.local_price * 100 < breakEven ? estimate('-10.00') : estimate('0.50');
      }),
    );
    const { user } = renderWizard('/new-book/general-info', { draft, page: 'calculator' });
    const modal = await screen.findByRole('alertdialog', { name: 'Negative royalty' });
    const price = formatMoney(breakEven, 'ZAR');
    expect(modal).toHaveTextContent(
      `Sold locally: -R 10.00 a book. At ${price} or more, it is no longer negative.`,
    );
    await user.click(within(modal).getByRole('button', { name: `Use ${price}` }));
    await waitFor(() => expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 0.50'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Local price/)).toHaveValue(formatAmount(breakEven));
  });

  it('estimates as soon as one market is priced', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(api('/user/realtimeroyalty'), async ({ request }) => {
        bodies.push(await request.json());
        return estimate('130.96');
      }),
    );
    renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, internationalPrice: '' },
      page: 'calculator',
    });
    await waitFor(() => expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 130.96'));
    expect(screen.getByTestId('international-royalty')).toHaveTextContent(
      'Enter your international price',
    );
    expect(bodies.at(-1)).toMatchObject({ is_local: true, is_international: false });
  });

  it('clears the royalties when the server answers B12', async () => {
    server.use(
      http.put(api('/user/realtimeroyalty'), () =>
        HttpResponse.json({
          statusCode: 'B12',
          description: 'The amount of pages exceed the paper type',
        }),
      ),
    );
    renderWizard('/new-book/general-info', { draft: PRINT_DRAFT, page: 'calculator' });
    expect(
      await screen.findByText('The amount of pages exceed the paper type'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('local-royalty')).not.toBeInTheDocument();
  });
});

describe('general info: confirm and quote', () => {
  it('creates the book, shows the quote, then moves to publisher-info', async () => {
    const quote = vi.fn(async ({ request }: { request: Request }) => {
      expect(await request.json()).toMatchObject({
        book_title: 'The Karoo Road',
        format_type: 'print',
        isbn: '9780306406157',
        local_price: 250,
        international_price: 15,
        genre: 'TRV000000',
        finish: 'Matt',
        bind: 'perfect-bound',
        height: 210,
        width: 148,
      });
      return HttpResponse.json(
        {
          statusCode: 0,
          description: 'Successful',
          localRoyalty: '130.96',
          internationRoyalty: '5.50',
          totalCost: '56.00',
          localBookId: 101,
          internationalBookId: 102,
          bookID: 101,
        },
        { status: 201 },
      );
    });
    server.use(http.post(api('/user/getquote'), quote));
    const { user, history } = renderWizard('/new-book/general-info', {
      draft: PRINT_DRAFT,
      page: 'confirm',
    });
    expect(await screen.findByText('Confirm specifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    // The quote itself first: references, royalty per market, the copy's cost, once-off costs.
    expect(await screen.findByRole('heading', { name: 'Your quote' })).toBeInTheDocument();
    // The markets it is sold in, not the records' numbers (internal, kept for the next stages).
    expect(
      screen.getByText(/saved in Your books as a quote, sold locally and internationally/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\b(Local|International) book \d/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\b10[12]\b/)).not.toBeInTheDocument();
    const royalties = screen.getByRole('table', { name: 'Your royalty per book sold' });
    expect(within(royalties).getByRole('row', { name: /Sold locally/ })).toHaveTextContent(
      'R 130.96',
    );
    expect(within(royalties).getByRole('row', { name: /Sold internationally/ })).toHaveTextContent(
      'USD 5.50',
    );
    expect(within(royalties).getByRole('row', { name: /Printing cost/ })).toHaveTextContent(
      'R 56.00',
    );
    expect(screen.getByRole('table', { name: 'Once-off costs' })).toHaveTextContent(
      'Due at checkoutR 0.00',
    );
    expect(storedDraft('book')).toEqual({ localBookId: 101, internationalBookId: 102 });
    expect(storedDraft('page')).toBe('quote');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/new-book/publisher-info'));
    expect(storedDraft('completed')).toContain('general-info');
  });

  it('confirms with the format named and the ISBN registration as a once-off cost', async () => {
    renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, isbnNeeded: true, isbn: '' },
      page: 'confirm',
    });
    expect(await screen.findByText('Confirm specifications')).toBeInTheDocument();
    expect(screen.getByText('Format').nextSibling).toHaveTextContent(/^Print$/);
    expect(screen.getByText('ISBN creation').nextSibling).toHaveTextContent('R 250.00 once');
  });

  it('writes every amount the one way: thousands grouped, the minus first', async () => {
    server.use(
      http.put(api('/user/realtimeroyalty'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localRoyalty: '1234.50',
          internationRoyalty: '5.50',
          totalCost: '2549.00',
        }),
      ),
    );
    renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, localPrice: '2500.00' },
      page: 'calculator',
    });
    await waitFor(() =>
      expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 1 234.50'),
    );
    expect(screen.getByTestId('cost-per-book')).toHaveTextContent('R 2 549.00');
    expect(screen.getByLabelText(/Local price/)).toHaveValue('2 500.00');
  });

  it('lists the ISBN registration among the once-off costs of the breakdown', async () => {
    server.use(http.put(api('/user/realtimeroyalty'), () => estimate('130.96', '5.50')));
    renderWizard('/new-book/general-info', {
      draft: { ...PRINT_DRAFT, isbnNeeded: true, isbn: '' },
      page: 'calculator',
    });
    const onceOff = await screen.findByRole('table', { name: 'Once-off costs' });
    expect(onceOff).toHaveTextContent('ISBN creationR 250.00');
  });

  it('names a taken ISBN, and any other failure as Something went wrong', async () => {
    server.use(
      http.post(api('/user/getquote'), () =>
        HttpResponse.json(
          { statusCode: 'ISBN already exists', description: ISBN_EXISTS_MESSAGE },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWizard('/new-book/general-info', {
      draft: PRINT_DRAFT,
      page: 'confirm',
    });
    await user.click(await screen.findByRole('button', { name: 'Get quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ISBN_EXISTS_MESSAGE);
    server.use(
      http.post(api('/user/getquote'), () =>
        HttpResponse.json(
          { statusCode: 500, description: 'Internal server error' },
          { status: 500 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'),
    );
  });

  it('resumes a quoted book from Your books at publisher-info', async () => {
    server.use(
      http.get(api('/user/viewusersbookinfo/:local/:pair'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBook: null,
          internationalBook: {
            id: 7,
            book_title: 'Digital Dawn',
            format_type: 'ebook',
            region: 'international',
            price_sale: 9.99,
            local_price: null,
            international_price: 9.99,
            localRoyalty: null,
            internationRoyalty: '3.49',
            isbn: null,
            book_code: 'B7',
            no_of_pages: 120,
            pages: 120,
            misc: '{"status":"quote","bookStage":"getquote","genre":"FIC000000"}',
            contractInfo: null,
            created_at: '2026-11-21T08:30:00Z',
          },
          bookFiles: [],
          audioFiles: [],
        }),
      ),
    );
    localStorage.setItem('calc_draft', JSON.stringify({ ...EMPTY_DRAFT, title: 'Other' }));
    renderWizard('/new-book/publisher-info?continue=true&lbid=&ibid=7&region=i');
    expect(await screen.findByRole('heading', { name: 'Publisher Details' })).toBeInTheDocument();
    await waitFor(() =>
      expect(storedDraft('draft')).toMatchObject({
        title: 'Digital Dawn',
        format: 'ebook',
        isInternational: true,
        isLocal: false,
        genre: 'FIC000000',
      }),
    );
    expect(storedDraft('book')).toEqual({ localBookId: 0, internationalBookId: 7 });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

describe('general info: audiobook', () => {
  it('books a voice artist when recording is needed and sends the accent and gender', async () => {
    const bodies: unknown[] = [];
    const { user } = renderWizard('/new-book/general-info', {
      draft: {
        ...EMPTY_DRAFT,
        title: 'Voices',
        subjectHeading: 'FIC000000',
        genre: 'FIC000000',
        bisacCode: 'FIC000000',
        isbnNeeded: true,
        numPages: 250,
        localPrice: '200.00',
      },
    });
    server.use(
      http.get(api('/voiceover/getallvoiceoverartists'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          voiceArtists: [
            {
              id: 3,
              name: 'Lerato Khumalo',
              gender: 'female',
              nationality: 'South African',
              sample_url: null,
            },
          ],
        }),
      ),
      http.put(api('/user/realtimeroyalty'), async ({ request }) => {
        bodies.push(await request.json());
        return estimate('60.87');
      }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Audiobook' }));
    expect(screen.getByRole('switch', { name: /Locally/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /voice artist/ }));
    await user.click(screen.getByRole('button', { name: /Voice artist/ }));
    await user.click(await screen.findByRole('option', { name: /Lerato Khumalo/ }));
    expect(storedDraft('draft')).toMatchObject({
      format: 'audiobook',
      recordingRequired: true,
      voiceArtistId: 3,
      voiceAccent: 'South African',
      voiceGender: 'female',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('local-royalty')).toHaveTextContent('R 60.87'));
    expect(bodies.at(-1)).toMatchObject({
      format: 'audiobook',
      recording_needed: true,
      nationality: 'South African',
      gender: 'female',
    });
    expect(screen.getByText('Recording by a voice artist')).toBeInTheDocument();
  });
});
