import {
  API_CODES,
  BULK_UPLOAD_TEXTS,
  exampleBulkCsv,
  ISBN_EXISTS_MESSAGE,
  parseBulkCsv,
} from '@pod-portal/domain';
import { beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../../test/accounts.ts';
import { printQuote } from '../../../../test/book-fixtures.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const ROUTES = [...CORE_ROUTES, 'books', 'quotes'];

interface UserBooks {
  localBooks: { book_title: string }[];
  internationalBooks: { book_title: string }[];
}

/** A bulk CSV row as the portal sends it: typed values and `is_bulk`. */
const bulkRow = (overrides: Parameters<typeof printQuote>[0] = {}) => ({
  ...printQuote({ isbn: null, isbn_is_required: true, ...overrides }),
  is_bulk: true,
});

describeOnEachDatabase('bulk book creation', { routes: ROUTES }, (server) => {
  let author: string;
  let other: string;

  beforeAll(async () => {
    author = (await signUp(server)).accessToken;
    other = (await signUp(server)).accessToken;
  });

  it('creates the book records of a row, like a quote', async () => {
    const answer = await server.request<{ statusCode: number; localBookId: number }>(
      'POST',
      '/user/uploadbookbulk',
      { token: author, body: bulkRow({ book_title: 'Bulk One' }) },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.statusCode).toBe(0);
    expect(answer.body.localBookId).toBeGreaterThan(0);
    const books = (await server.request<UserBooks>('GET', '/user/getuserbooks', { token: author }))
      .body;
    expect(books.localBooks.map((book) => book.book_title)).toContain('Bulk One');
    expect(books.internationalBooks.map((book) => book.book_title)).toContain('Bulk One');
  });

  it('refuses the same row twice (B22), whatever the case and spacing of the title', async () => {
    const first = await server.request('POST', '/user/uploadbookbulk', {
      token: author,
      body: bulkRow({ book_title: 'Bulk Twice' }),
    });
    expect(first.status).toBe(201);
    const again = await server.request('POST', '/user/uploadbookbulk', {
      token: author,
      body: bulkRow({ book_title: '  bulk twice ' }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      statusCode: 'B22',
      description: BULK_UPLOAD_TEXTS.duplicates,
    });
    const ebook = await server.request('POST', '/user/uploadbookbulk', {
      token: author,
      body: bulkRow({ book_title: 'Bulk Twice', format_type: 'ebook', is_local: false }),
    });
    expect(ebook.status).toBe(201);
  });

  it('takes every valid row of the example CSV exactly as the portal sends it', async () => {
    const { valid } = parseBulkCsv(exampleBulkCsv(4));
    expect(valid).toHaveLength(4);
    for (const { book } of valid) {
      const answer = await server.request('POST', '/user/uploadbookbulk', {
        token: other,
        body: { ...book, is_bulk: true },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  });

  it('lets another author upload a book of the same title', async () => {
    const answer = await server.request('POST', '/user/uploadbookbulk', {
      token: other,
      body: bulkRow({ book_title: 'Bulk One' }),
    });
    expect(answer.status).toBe(201);
  });

  it('answers ISBN already exists for an ISBN another book holds', async () => {
    const isbn = '9780306406157';
    const held = await server.request('POST', '/user/uploadbookbulk', {
      token: other,
      body: bulkRow({ book_title: 'Held ISBN', isbn, isbn_is_required: false }),
    });
    expect(held.status).toBe(201);
    const taken = await server.request('POST', '/user/uploadbookbulk', {
      token: author,
      body: bulkRow({ book_title: 'Wants ISBN', isbn, isbn_is_required: false }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      statusCode: API_CODES.isbnExists.code,
      description: ISBN_EXISTS_MESSAGE,
    });
  });

  it('names the broken rules of an invalid row and creates nothing', async () => {
    const answer = await server.request<{ errors: { field: string }[] }>(
      'POST',
      '/user/uploadbookbulk',
      { token: author, body: bulkRow({ book_title: 'No', no_of_pages: 5 }) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['book_title', 'no_of_pages']),
    );
  });

  it('needs a signed-in author', async () => {
    const answer = await server.request('POST', '/user/uploadbookbulk', { body: bulkRow() });
    expect(answer.status).toBe(401);
  });
});
