import {
  ARCHIVE_FAILED_MESSAGE,
  ARCHIVE_SUCCEEDED_MESSAGE,
  CONTRACT_FETCH_FAILED_MESSAGE,
  DELETE_SUCCEEDED_MESSAGE,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aBook, aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

type Book = components['schemas']['Book'];
type StoredFile = components['schemas']['StoredFile'];

function serveBooks(
  localBooks: Book[],
  internationalBooks: Book[] = [],
  bookFileName = 'book.pdf',
  preflight: Pick<StoredFile, 'findings' | 'checks'> = {},
) {
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    http.get(api('/user/getuserbooks'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBooks,
        internationalBooks,
      }),
    ),
    http.get(api('/user/viewusersbookinfo/:local/:pair'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBook: localBooks[0] ?? null,
        internationalBook: null,
        bookFiles: [
          {
            filename: bookFileName,
            kind: 'book',
            ...preflight,
            fileBuffer: `/user/getfile/b1-book.pdf?user=1&expires=1795600000&signature=${'a'.repeat(64)}`,
          },
          { filename: 'thumb.jpg', kind: 'thumbnail', fileBuffer: '/user/getfile/b1-thumb.jpg' },
        ],
        audioFiles: [],
      }),
    ),
    http.get(api('/user/getordersperbook/:id'), () =>
      HttpResponse.json({ statusCode: 11, description: 'No orders found', results: [] }),
    ),
    http.get(api('/user/getsaleperbook/:id'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', results: [] }),
    ),
  );
}

async function openBook(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  return screen.findByRole('region', { name: title });
}

describe('/books', () => {
  it('says when the books cannot be loaded, and loads them on Try again', async () => {
    let failing = true;
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.get(api('/user/getuserbooks'), () =>
        failing
          ? HttpResponse.json(
              { statusCode: 500, description: 'Internal server error' },
              { status: 500 },
            )
          : HttpResponse.json({
              statusCode: 0,
              description: 'Successful',
              localBooks: [],
              internationalBooks: [],
            }),
      ),
    );
    const { user } = renderApp('/books', { user: aUser() });
    expect(
      await screen.findByText('Your books could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your books' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't uploaded any books yet")).toBeInTheDocument();
  });

  it('shows the empty state with Get Started, and the upload links', async () => {
    serveBooks([]);
    renderApp('/books', { user: aUser() });
    expect(await screen.findByText("You haven't uploaded any books yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/new-book');
    expect(screen.getByRole('link', { name: 'Upload Book' })).toHaveAttribute('href', '/new-book');
    expect(screen.getByRole('link', { name: 'Bulk CSV Upload' })).toHaveAttribute(
      'href',
      '/bulk-upload',
    );
    expect(await screen.findByText('Balance R 100.00')).toBeInTheDocument();
  });

  it('lists books per market in tabs, each with its status in upper case', async () => {
    serveBooks(
      [aBook(1, { book_title: 'Local one' }, { status: 'pending' })],
      [aBook(2, { book_title: 'Far away', region: 'international' }, { status: 'denied' })],
    );
    const { user } = renderApp('/books', { user: aUser() });
    expect(await screen.findByRole('button', { name: /Local one/ })).toHaveTextContent('PENDING');
    expect(screen.getByRole('button', { name: /Local one/ })).toHaveTextContent('Print');
    await user.click(screen.getByRole('tab', { name: 'International' }));
    expect(await screen.findByRole('button', { name: /Far away/ })).toHaveTextContent('DENIED');
  });

  it('puts more than 8 books in a scroll box', async () => {
    serveBooks(Array.from({ length: 9 }, (_, index) => aBook(index + 1)));
    renderApp('/books', { user: aUser() });
    await screen.findByRole('button', { name: /^Book 9/ });
    expect(document.querySelector('.app-book-list[data-scroll]')).not.toBeNull();
  });

  it('keeps 8 books without a scroll box', async () => {
    serveBooks(Array.from({ length: 8 }, (_, index) => aBook(index + 1)));
    renderApp('/books', { user: aUser() });
    await screen.findByRole('button', { name: /^Book 8/ });
    expect(document.querySelector('[data-scroll]')).toBeNull();
  });

  it('offers a Word document or EPUB book file as a download, not in the PDF viewer', async () => {
    serveBooks([aBook(7, { book_title: 'The Karoo Road' })], [], 'the-karoo-road.docx');
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'The Karoo Road');
    expect(await within(panel).findByRole('link', { name: 'Download book file' })).toHaveAttribute(
      'download',
      'the-karoo-road.docx',
    );
    expect(within(panel).queryByRole('button', { name: 'View book' })).not.toBeInTheDocument();
  });

  it("shows the server's graded findings in the stored book file, each on its page", async () => {
    serveBooks([aBook(7, { book_title: 'The Karoo Road' })], [], 'karoo.pdf', {
      findings: [],
      checks: [
        {
          code: 'image-resolution',
          grade: 'blocks-printing',
          page: 3,
          spot: { xMm: 10, yMm: 20, widthMm: 50, heightMm: 40 },
          message: 'An image on page 3 is 50 ppi at its printed size.',
          action: 'Replace it with a larger image.',
        },
        {
          code: 'odd-page-count',
          grade: 'worth-knowing',
          message: 'Your PDF has 201 pages.',
          action: 'Add a blank page at the end.',
        },
      ],
    });
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'The Karoo Road');
    const found = await within(panel).findByRole('region', { name: 'What we found in karoo.pdf' });
    expect(within(found).getByRole('heading', { name: 'Blocks printing (1)' })).toBeInTheDocument();
    expect(within(found).getByRole('heading', { name: 'Worth knowing (1)' })).toBeInTheDocument();
    expect(within(found).getByText('Low-resolution image').parentElement).toHaveTextContent(
      'Low-resolution image, page 3',
    );
    expect(
      within(found).getByRole('img', { name: 'Page 3, low-resolution image outlined' }),
    ).toBeInTheDocument();
    expect(
      within(found).getByText('An image on page 3 is 50 ppi at its printed size.'),
    ).toBeInTheDocument();
    expect(within(found).getByText('Add a blank page at the end.')).toBeInTheDocument();
  });

  it('shows the texts of a file checked before graded checks were kept', async () => {
    serveBooks([aBook(7, { book_title: 'The Karoo Road' })], [], 'karoo.pdf', {
      findings: ['Your PDF has 3 pages; the quote is for 200.'],
      checks: null,
    });
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'The Karoo Road');
    expect(await within(panel).findByText('Our check of karoo.pdf found:')).toBeInTheDocument();
    expect(
      within(panel).getByText('Your PDF has 3 pages; the quote is for 200.'),
    ).toBeInTheDocument();
  });

  it('opens the detail panel: thumbnail, downloads, details, resume link, no contract for a quote', async () => {
    serveBooks([aBook(7, { book_title: 'The Karoo Road' })]);
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'The Karoo Road');
    expect(
      await within(panel).findByRole('img', { name: 'Cover of The Karoo Road' }),
    ).toHaveAttribute('src', expect.stringMatching(/^\/api\/user\/getfile\/b1-thumb\.jpg\?jwt=/));
    const download = within(panel).getByRole('link', { name: 'Download book file' });
    expect(download).toHaveAttribute('download', 'book.pdf');
    // A link the server signed is used as it is: no token in the address.
    expect(download).toHaveAttribute(
      'href',
      `/api/user/getfile/b1-book.pdf?user=1&expires=1795600000&signature=${'a'.repeat(64)}`,
    );
    expect(within(panel).getByText('9780306406157')).toBeInTheDocument();
    // The product's label, not the stored value.
    expect(within(panel).getByText('Format').nextSibling).toHaveTextContent(/^Print$/);
    expect(within(panel).getByRole('link', { name: 'Continue Upload Process' })).toHaveAttribute(
      'href',
      '/new-book/publisher-info?continue=true&lbid=7&ibid=&region=l',
    );
    expect(within(panel).queryByRole('button', { name: 'View contract' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('tab', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('tab', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it("shows the book's details in words: languages, audiences, contributors' roles, paragraphs, the ISBN asked for", async () => {
    const metaDataInfo = {
      author: 'Thandi Mokoena',
      contributors: [
        { name: 'Sipho Dlamini', role: 'Editor' },
        { name: 'Ann Lee', role: 'Illustrator' },
      ],
      language: 'zu',
      keywords: ['karoo'],
      recommendedAudience: 'Young Adult',
      indicatedAudienceWarning: '04',
      shortDescription: 'A journey.',
      mainDescription: 'First paragraph.\n\nSecond paragraph,\nwith a line break.',
      longDescription: 'The long story.\n\nIn two parts.',
      publicationDate: '2026-12-01',
    };
    serveBooks([
      aBook(
        7,
        { book_title: 'Izindlela', isbn: null, book_code: 'POD0000001' },
        { status: 'pending', bookStage: 'uploaded', metaDataInfo },
      ),
      aBook(
        8,
        { book_title: 'Paid For', isbn: null, book_code: 'POD0000002' },
        {
          status: 'pending',
          bookStage: 'uploaded',
          isPaid: true,
          metaDataInfo: { ...metaDataInfo, language: 'en', indicatedAudienceWarning: '00' },
        },
      ),
    ]);
    const { user } = renderApp('/books', { user: aUser() });
    let panel = await openBook(user, 'Izindlela');
    const detail = (term: string) => within(panel).getByText(term, { selector: 'dt' }).nextSibling;
    expect(detail('Language')).toHaveTextContent(/^Zulu$/);
    expect(detail('Audience warning')).toHaveTextContent(/^Content warning \(violence\)$/);
    expect(detail('Recommended audience')).toHaveTextContent(/^Young Adult$/);
    expect(detail('Contributors')).toHaveTextContent(
      /^Sipho Dlamini \(Editor\), Ann Lee \(Illustrator\)$/,
    );
    // Paragraphs and line breaks are kept, and shown as such.
    for (const [term, text] of [
      ['Main description', metaDataInfo.mainDescription],
      ['Long description', metaDataInfo.longDescription],
    ] as const) {
      expect(detail(term)?.textContent).toBe(text);
      expect(detail(term)).toHaveClass('app-details__prose');
    }
    // No ISBN yet: it was asked for, and the book code stands in for it until then.
    expect(detail('ISBN')).toHaveTextContent(
      'Requested: we assign it once the ISBN creation in your cart is paid',
    );
    expect(detail('Book code')).toHaveTextContent(/^POD0000001$/);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    panel = await openBook(user, 'Paid For');
    expect(detail('Language')).toHaveTextContent(/^English$/);
    expect(detail('Audience warning')).toHaveTextContent(/^unrated$/);
    expect(detail('ISBN')).toHaveTextContent(
      'Requested and paid for: we assign it before the book is published',
    );
  });

  it('shows the Orders and Sales sections only when the book has them', async () => {
    serveBooks([
      aBook(
        7,
        { book_title: 'Selling' },
        { status: 'published', isPaid: true, bookStage: 'uploaded' },
      ),
    ]);
    server.use(
      http.get(api('/user/getordersperbook/:id'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          results: [
            {
              order_id: 9,
              order_date: '2026-11-20T10:15:00Z',
              customer: 'N. Dlamini',
              sale_status: 'shipped to customer',
              selling_price: 250,
              quantity: 2,
              product_title: 'Selling',
              takealot_url: 'https://www.takealot.com/selling/PLID1',
            },
          ],
        }),
      ),
      http.get(api('/user/getsaleperbook/:id'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          results: [
            { profit: 100, quantity: 2, returned: 0, total_royalties: 122.7, total_revenue: 500 },
          ],
        }),
      ),
    );
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'Selling');
    await user.click(await within(panel).findByRole('tab', { name: 'Orders' }));
    expect(await within(panel).findByText('N. Dlamini')).toBeInTheDocument();
    expect(within(panel).getByText('20-11-2026 12:15')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Sales' }));
    expect(await within(panel).findByText('R 122.70')).toBeInTheDocument();
    // Paid: neither cancel nor delete, and no resume at the uploaded stage.
    expect(within(panel).queryByRole('button', { name: 'Cancel book' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete book' })).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('link', { name: 'Continue Upload Process' }),
    ).not.toBeInTheDocument();
  });

  it('cancels an unpaid book after confirmation and reloads the list', async () => {
    let archived = false;
    serveBooks([aBook(7, { book_title: 'Draft' })]);
    server.use(
      http.get(api('/user/getuserbooks'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBooks: [aBook(7, { book_title: 'Draft' }, { archived })],
          internationalBooks: [],
        }),
      ),
      http.delete(api('/user/archivebook/7/0'), () => {
        archived = true;
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
    );
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'Draft');
    await user.click(within(panel).getByRole('button', { name: 'Cancel book' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel book' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel book' }));
    expect(await screen.findByText(ARCHIVE_SUCCEEDED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Draft.*cancelled/ })).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Delete book' })).toBeInTheDocument();
  });

  it('says so when cancelling fails', async () => {
    serveBooks([aBook(7, { book_title: 'Draft' })]);
    server.use(
      http.delete(api('/user/archivebook/7/0'), () =>
        HttpResponse.json({ statusCode: 'B20', description: 'Book is paid' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'Draft');
    await user.click(within(panel).getByRole('button', { name: 'Cancel book' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel book' }),
    );
    expect(await screen.findByText(ARCHIVE_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('deletes a cancelled book', async () => {
    let deleted = false;
    serveBooks([]);
    server.use(
      http.get(api('/user/getuserbooks'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBooks: deleted ? [] : [aBook(7, { book_title: 'Old' }, { archived: true })],
          internationalBooks: [],
        }),
      ),
      http.delete(api('/user/deletebook/7/0'), () => {
        deleted = true;
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
    );
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'Old');
    expect(
      within(panel).queryByRole('link', { name: 'Continue Upload Process' }),
    ).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete book' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete book' }),
    );
    expect(await screen.findByText(DELETE_SUCCEEDED_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText("You haven't uploaded any books yet")).toBeInTheDocument(),
    );
  });

  it('offers the contract once the book has a status other than quote, and reports a failed fetch', async () => {
    serveBooks([
      aBook(7, { book_title: 'Signed' }, { status: 'pending', bookStage: 'signedcontract' }),
    ]);
    server.use(
      http.post(api('/user/viewsignedcontract'), () =>
        HttpResponse.json({ statusCode: 404, description: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/books', { user: aUser() });
    const panel = await openBook(user, 'Signed');
    expect(within(panel).getByRole('link', { name: 'Continue Upload Process' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/new-book\/upload-type\?/),
    );
    await user.click(within(panel).getByRole('button', { name: 'View contract' }));
    expect(await within(panel).findByText(CONTRACT_FETCH_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
