import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { staffActions } from '../../../../db/schema/index.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { signInStaff } from '../../../../test/staff.ts';

interface StaffBooks {
  books: { id: number; status: string; author: { user_id: number } }[];
}

describeOnEachDatabase(
  'books moved on by staff',
  { routes: [...QUOTING_ROUTES, 'chat', 'staff'] },
  (server, database) => {
    let staff: { id: number; token: string };
    let author: AuthorWithBook;

    beforeAll(async () => {
      staff = await signInStaff(server);
      author = await authorWithBook(server, 'The Karoo Road');
    });

    it('lists books by status, with their author', async () => {
      const quoted = await server.request<StaffBooks>('GET', '/staff/books?status=quote', {
        token: staff.token,
      });
      expect(quoted.body.books).toContainEqual(
        expect.objectContaining({
          id: author.localBookId,
          author: expect.objectContaining({ user_id: author.id }),
        }),
      );
      const proofing = await server.request<StaffBooks>('GET', '/staff/books?status=proofing', {
        token: staff.token,
      });
      expect(proofing.body.books.map((book) => book.id)).not.toContain(author.localBookId);
      expect(
        (await server.request('GET', '/staff/books?status=lost', { token: staff.token })).status,
      ).toBe(400);
    });

    it('moves a book on, as the author then sees it, and records who did', async () => {
      const moved = await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'proofing' },
      });
      expect(moved.body).toEqual({
        statusCode: 0,
        description: 'Successful',
        previous: 'quote',
        status: 'proofing',
      });
      const mine = await server.request<{ localBooks: { id: number; misc: string }[] }>(
        'GET',
        '/user/getuserbooks',
        { token: author.accessToken },
      );
      const book = mine.body.localBooks.find((row) => row.id === author.localBookId);
      expect(JSON.parse(book?.misc ?? '{}')).toMatchObject({ status: 'proofing' });
      const recorded = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'book.status'));
      expect(recorded).toEqual([
        expect.objectContaining({
          staffId: staff.id,
          userId: author.id,
          details: { bookId: author.localBookId, from: 'quote', to: 'proofing' },
        }),
      ]);
    });

    it('tells the author by email and in their support chat, not only by push', async () => {
      const moved = await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'approved' },
      });
      expect(moved.status).toBe(200);
      const chat = await server.request<{ messages: { source: string; message: string }[] }>(
        'GET',
        '/chat/user/getchat',
        { token: author.accessToken },
      );
      expect(chat.body.messages).toContainEqual(
        expect.objectContaining({
          source: 'system',
          message: 'Your book The Karoo Road (local) is now approved.',
        }),
      );
      await jobsSettled(server);
      const mail = (await server.mailbox()).find(
        (message) => message.to === author.email && message.subject.includes('moved on'),
      );
      expect(mail?.subject).toBe('Your book The Karoo Road has moved on');
      expect(mail?.text).toContain(
        'Our team has moved your book on: The Karoo Road (local) is now approved.',
      );
      expect(mail?.text).toContain(`${server.config.publicUrl}/books`);
      // Setting the status a book has already tells no one again.
      const before = chat.body.messages.length;
      await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'approved' },
      });
      const after = await server.request<{ messages: unknown[] }>('GET', '/chat/user/getchat', {
        token: author.accessToken,
      });
      expect(after.body.messages).toHaveLength(before);
    });

    it('refuses authors, unknown books and unknown statuses', async () => {
      const byAuthor = await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: author.accessToken,
        body: { status: 'published' },
      });
      expect(byAuthor.status).toBe(403);
      const missing = await server.request('PUT', '/staff/books/2147483647/status', {
        token: staff.token,
        body: { status: 'published' },
      });
      expect(missing.status).toBe(404);
      const wrong = await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'printed' },
      });
      expect(wrong.status).toBe(400);
    });
  },
);
