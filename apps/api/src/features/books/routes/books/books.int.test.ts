import { API_CODES, ISBN_EXISTS_MESSAGE } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { books } from '../../../../db/schema/books.ts';
import { signUp } from '../../../../test/accounts.ts';
import { ebookQuote, printQuote } from '../../../../test/book-fixtures.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const ROUTES = [...CORE_ROUTES, 'books', 'quotes', 'isbn'];

interface QuoteAnswer {
  statusCode: number;
  localBookId: number;
  internationalBookId: number;
  bookID: number;
  localRoyalty: string;
  internationRoyalty: string;
  totalCost: string;
}
interface WireBook {
  id: number;
  book_title: string;
  region: string;
  misc: string;
  isbn: string | null;
  book_code: string | null;
  local_price: number | null;
}
interface UserBooks {
  localBooks: WireBook[];
  internationalBooks: WireBook[];
}

describeOnEachDatabase('books', { routes: ROUTES }, (server, database, kind) => {
  let author: string;
  let intruder: string;
  let isbnCounter = 0;

  /** A fresh valid ISBN-13 (978 prefix, running number, computed check digit). */
  function nextIsbn(): string {
    isbnCounter += 1;
    const first12 = `978${String(100_000_000 + isbnCounter * 7 + (kind === 'postgres' ? 3 : 0))}`;
    const sum = [...first12].reduce(
      (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
      0,
    );
    return `${first12}${(10 - (sum % 10)) % 10}`;
  }

  async function quote(token: string, body: object) {
    const answer = await server.request<QuoteAnswer>('POST', '/user/getquote', { token, body });
    if (answer.status !== 201) throw new Error(`quote failed: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  const listOf = async (token: string) =>
    (await server.request<UserBooks>('GET', '/user/getuserbooks', { token })).body;

  beforeAll(async () => {
    author = (await signUp(server)).accessToken;
    intruder = (await signUp(server)).accessToken;
  });

  it('quotes a print book sold in both markets: two linked records in quote state', async () => {
    const isbn = nextIsbn();
    const created = await quote(author, printQuote({ isbn, book_title: '  Two Markets  ' }));
    expect(created).toMatchObject({
      statusCode: 0,
      localRoyalty: expect.stringMatching(/^-?\d+\.\d{2}$/),
      internationRoyalty: expect.stringMatching(/^-?\d+\.\d{2}$/),
    });
    expect(created.localBookId).toBeGreaterThan(0);
    expect(created.internationalBookId).toBeGreaterThan(0);
    expect(created.bookID).toBe(created.localBookId);

    const list = await listOf(author);
    const local = list.localBooks.find((book) => book.id === created.localBookId);
    const international = list.internationalBooks.find(
      (book) => book.id === created.internationalBookId,
    );
    expect(local).toMatchObject({ book_title: 'Two Markets', isbn, local_price: 250 });
    for (const book of [local, international]) {
      expect(JSON.parse(book?.misc ?? '{}')).toMatchObject({
        status: 'quote',
        bookStage: 'getquote',
        archived: false,
        isPaid: false,
        localBookMatch: created.localBookId,
        internationalBookMatch: created.internationalBookId,
      });
    }
  });

  it('quotes an ebook internationally only, with a book code while it has no ISBN', async () => {
    const created = await quote(author, ebookQuote({ is_local: false }));
    expect(created.localBookId).toBe(0);
    expect(created.bookID).toBe(created.internationalBookId);
    // The upload fee and the ISBN registration it asks for, paid once.
    expect(created.totalCost).toBe('549.00');
    const list = await listOf(author);
    expect(list.localBooks.some((book) => book.id === created.internationalBookId)).toBe(false);
    const ebook = list.internationalBooks.find((book) => book.id === created.internationalBookId);
    expect(ebook).toMatchObject({ isbn: null, book_code: expect.stringMatching(/^POD\d{7}$/) });
  });

  it("refuses an ISBN another book uses with the product's status", async () => {
    const isbn = nextIsbn();
    await quote(intruder, printQuote({ isbn }));
    const before = await listOf(author);
    const answer = await server.request('POST', '/user/getquote', {
      token: author,
      body: printQuote({ isbn }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      statusCode: API_CODES.isbnExists.code,
      description: ISBN_EXISTS_MESSAGE,
    });
    expect(await listOf(author)).toEqual(before);
  });

  it('gives one ISBN to exactly one of two racing quotes', async () => {
    const isbn = nextIsbn();
    const answers = await Promise.all(
      [author, intruder].map((token) =>
        server.request('POST', '/user/getquote', { token, body: printQuote({ isbn }) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("refuses an invalid quote with the domain's messages and creates nothing", async () => {
    const before = await listOf(author);
    const answer = await server.request<{
      statusCode: number;
      errors: { field: string; message: string }[];
    }>('POST', '/user/getquote', {
      token: author,
      body: printQuote({ isbn: nextIsbn(), book_title: 'ab', no_of_pages: 10 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'book_title', message: 'Title must be at least 3 characters long' },
      { field: 'no_of_pages', message: 'Local and International books require at least 18 pages' },
    ]);
    expect(await listOf(author)).toEqual(before);
  });

  it('refuses a quote over the paper limit or with a negative royalty, on the field', async () => {
    const tooLong = await server.request('POST', '/user/getquote', {
      token: author,
      body: printQuote({ isbn: nextIsbn(), no_of_pages: 900, l_paper_type_id: 3 }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      errors: [{ field: 'no_of_pages', message: 'The amount of pages exceed the paper type' }],
    });
    const negative = await server.request('POST', '/user/getquote', {
      token: author,
      body: printQuote({ isbn: nextIsbn(), local_price: 20 }),
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      errors: [{ field: 'local_price', message: 'Estimated royals cannot be a negative amount' }],
    });
  });

  it("shows a book's detail to its owner only", async () => {
    const created = await quote(author, printQuote({ isbn: nextIsbn() }));
    const path = `/user/viewusersbookinfo/${created.localBookId}/li-${created.internationalBookId}`;
    const detail = await server.request<{ localBook: WireBook; internationalBook: WireBook }>(
      'GET',
      path,
      {
        token: author,
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.localBook.id).toBe(created.localBookId);
    expect(detail.body.internationalBook.id).toBe(created.internationalBookId);
    // The wizard resumes with the genre the book was quoted with.
    expect(JSON.parse(detail.body.localBook.misc)).toMatchObject({ genre: 'FIC000000' });
    const localOnly = await server.request<{ internationalBook: WireBook | null }>(
      'GET',
      `/user/viewusersbookinfo/${created.localBookId}/l-0`,
      { token: author },
    );
    expect(localOnly.status).toBe(200);
    expect((await server.request('GET', path, { token: intruder })).status).toBe(404);
    const swapped = `/user/viewusersbookinfo/${created.internationalBookId}/li-${created.localBookId}`;
    expect((await server.request('GET', swapped, { token: author })).status).toBe(404);
  });

  it('cancels an unpaid book, then deletes it, which frees its ISBN', async () => {
    const isbn = nextIsbn();
    const created = await quote(author, printQuote({ isbn }));
    const ids = `${created.localBookId}/${created.internationalBookId}`;

    const early = await server.request('DELETE', `/user/deletebook/${ids}`, { token: author });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ statusCode: 'B21' });

    for (let attempt = 0; attempt < 2; attempt++) {
      const cancelled = await server.request('DELETE', `/user/archivebook/${ids}`, {
        token: author,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ statusCode: 0 });
    }
    const list = await listOf(author);
    const cancelledBook = list.internationalBooks.find(
      (book) => book.id === created.internationalBookId,
    );
    expect(JSON.parse(cancelledBook?.misc ?? '{}')).toMatchObject({ archived: true });

    const deleted = await server.request('DELETE', `/user/deletebook/${ids}`, { token: author });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ statusCode: 0 });
    const after = await listOf(author);
    expect([...after.localBooks, ...after.internationalBooks].map((book) => book.id)).not.toContain(
      created.localBookId,
    );
    await quote(intruder, printQuote({ isbn }));
  });

  it('neither cancels nor deletes a paid book', async () => {
    const created = await quote(author, printQuote({ isbn: nextIsbn() }));
    const ids = `${created.localBookId}/${created.internationalBookId}`;
    await database.db.update(books).set({ isPaid: true }).where(eq(books.id, created.localBookId));

    const cancel = await server.request('DELETE', `/user/archivebook/${ids}`, { token: author });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ statusCode: 'B20' });

    await database.db
      .update(books)
      .set({ archived: true })
      .where(eq(books.id, created.localBookId));
    const remove = await server.request('DELETE', `/user/deletebook/${ids}`, { token: author });
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({ statusCode: 'B20' });
    const [row] = await database.db
      .select()
      .from(books)
      .where(eq(books.id, created.internationalBookId));
    expect(row).toMatchObject({ archived: false, isPaid: false });
  });

  it("answers 404 to another user's attempts on a book and changes nothing", async () => {
    const created = await quote(author, printQuote({ isbn: nextIsbn() }));
    const ids = `${created.localBookId}/${created.internationalBookId}`;
    const before = await listOf(author);

    const cancel = await server.request('DELETE', `/user/archivebook/${ids}`, { token: intruder });
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual({ statusCode: 404, description: 'Not found' });
    expect(
      (await server.request('DELETE', `/user/deletebook/${ids}`, { token: intruder })).status,
    ).toBe(404);
    expect(
      (
        await server.request('DELETE', `/user/archivebook/${created.localBookId}/0`, {
          token: intruder,
        })
      ).status,
    ).toBe(404);

    const theirs = await listOf(intruder);
    expect(
      [...theirs.localBooks, ...theirs.internationalBooks].map((book) => book.id),
    ).not.toContain(created.localBookId);
    expect(await listOf(author)).toEqual(before);
  });

  it('answers 404 for ids of two different books and for no id at all', async () => {
    const first = await quote(author, printQuote({ isbn: nextIsbn() }));
    const second = await quote(author, printQuote({ isbn: nextIsbn() }));
    const mixed = `${first.localBookId}/${second.internationalBookId}`;
    expect(
      (await server.request('DELETE', `/user/archivebook/${mixed}`, { token: author })).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', '/user/archivebook/0/0', { token: author })).status,
    ).toBe(404);
  });

  it('needs a token for the list', async () => {
    expect((await server.request('GET', '/user/getuserbooks')).status).toBe(401);
  });
});
