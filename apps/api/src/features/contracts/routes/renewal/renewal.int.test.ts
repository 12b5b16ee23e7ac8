import { beforeAll, expect, it } from 'vitest';
import { command } from '../../../../cli/book.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
  quoteBook,
} from '../../../../test/reads-fixture.ts';

interface RenewalAnswer {
  statusCode: number;
  results: {
    id: number;
    book_title: string;
    is_international: number;
    contractInfo?: string | null;
  }[];
}

describeOnEachDatabase(
  'books to re-sign',
  { routes: [...QUOTING_ROUTES, 'renewal'] },
  (server, database) => {
    let author: AuthorWithBook;
    let other: AuthorWithBook;
    let lines: string[];
    const ops = (...args: string[]) => {
      lines = [];
      return command.run(args, { db: database.db, log: (line) => lines.push(line) });
    };
    const renewals = (token: string) =>
      server.request<RenewalAnswer>('GET', '/user/booksrenewal', { token });
    const userStatus = async (token: string) =>
      (await server.request<{ user_status: number }>('GET', '/user/viewuserinfo', { token })).body
        .user_status;

    beforeAll(async () => {
      author = await authorWithBook(server);
      other = await authorWithBook(server, 'Someone Else');
    });

    it('answers no books while staff marked none', async () => {
      expect((await renewals(author.accessToken)).body).toEqual({
        statusCode: 0,
        description: 'Successful',
        results: [],
      });
      expect(await userStatus(author.accessToken)).toBe(1);
    });

    it('lists the books staff marked with `ops book renewal on`; the author must re-sign', async () => {
      expect(await ops('renewal', String(author.internationalBookId), 'on')).toBe(0);
      expect(lines).toEqual([
        `book ${author.internationalBookId} (The Long Walk, international): contract renewal on; user ${author.id} must re-sign`,
      ]);
      expect(await ops('renewal', String(author.localBookId), 'on')).toBe(0);
      // Marking twice changes nothing.
      expect(await ops('renewal', String(author.localBookId), 'on')).toBe(0);
      expect(await userStatus(author.accessToken)).toBe(2);
      expect((await renewals(author.accessToken)).body.results).toEqual([
        {
          id: author.internationalBookId,
          book_title: 'The Long Walk',
          is_international: 1,
          contractInfo: null,
        },
        {
          id: author.localBookId,
          book_title: 'The Long Walk',
          is_international: 0,
          contractInfo: null,
        },
      ]);
    });

    it("never shows another user's marked book", async () => {
      expect((await renewals(other.accessToken)).body.results).toEqual([]);
      expect(await userStatus(other.accessToken)).toBe(1);
    });

    it('drops cancelled books and cleared marks; none left makes the author active again', async () => {
      const cancelledBook = await quoteBook(server, author.accessToken, 'Cancelled Book');
      expect(await ops('renewal', String(cancelledBook.localBookId), 'on')).toBe(0);
      const cancelled = await server.request(
        'DELETE',
        `/user/archivebook/${cancelledBook.localBookId}/${cancelledBook.internationalBookId}`,
        { token: author.accessToken },
      );
      expect(cancelled.status).toBe(200);
      expect((await renewals(author.accessToken)).body.results.map((book) => book.id)).toEqual([
        author.internationalBookId,
        author.localBookId,
      ]);
      expect(await ops('renewal', String(author.localBookId), 'off')).toBe(0);
      expect(lines).toEqual([
        `book ${author.localBookId} (The Long Walk, local): contract renewal off`,
      ]);
      expect(await ops('renewal', String(author.internationalBookId), 'off')).toBe(0);
      expect(await userStatus(author.accessToken)).toBe(2);
      expect((await renewals(author.accessToken)).body.results).toEqual([]);
      expect(await userStatus(author.accessToken)).toBe(1);
    });

    it('refuses wrong usage (exit 2) and an unknown book (exit 1)', async () => {
      for (const args of [
        [],
        ['renewal'],
        ['renewal', String(author.localBookId)],
        ['renewal', String(author.localBookId), 'yes'],
        ['renewal', 'abc', 'on'],
        ['renewal', '0', 'on'],
        ['renewal', '99999999999', 'on'],
        ['status', String(author.localBookId), 'on'],
        ['renewal', String(author.localBookId), 'on', 'extra'],
      ]) {
        expect(await ops(...args)).toBe(2);
        expect(lines).toEqual([`usage: ${command.usage}`]);
      }
      expect(await ops('renewal', '999999', 'on')).toBe(1);
      expect(lines).toEqual(['no book 999999']);
      expect((await renewals(author.accessToken)).body.results).toEqual([]);
    });

    it('asks for a token', async () => {
      expect((await server.request('GET', '/user/booksrenewal')).status).toBe(401);
    });
  },
);
