import { BOOK_STATUSES, type BookStatus, bookMovedText, SUCCESS } from '@pod-portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { books, users } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import { recordStaffAction, staffAuthor, staffAuthorColumns } from '../../../audit/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { setBookStatus } from '../../../books/index.ts';
import { tellAuthor } from '../../tell-author.ts';

/** How many book records the list answers at most (newest changed first). */
const BOOKS_SHOWN = 200;

/**
 * Books by status, and moving a book record on (recorded as a staff action; the author is told
 * by push, email and in their support chat).
 */
export const staffBookRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: BookStatus } }>('/staff/books', async (request) => {
    const { status } = request.query;
    const rows = await app.db
      .select({
        id: books.id,
        title: books.bookTitle,
        region: books.region,
        format: books.formatType,
        status: books.status,
        stage: books.bookStage,
        isPaid: books.isPaid,
        archived: books.archived,
        updatedAt: books.updatedAt,
        ...staffAuthorColumns,
      })
      .from(books)
      .innerJoin(users, eq(users.id, books.userId))
      .where(status === undefined ? undefined : eq(books.status, status))
      .orderBy(desc(books.updatedAt), desc(books.id))
      .limit(BOOKS_SHOWN);
    return {
      ...SUCCESS,
      statuses: [...BOOK_STATUSES],
      books: rows.map((row) => ({
        id: row.id,
        title: row.title,
        region: row.region,
        format: row.format,
        status: row.status,
        stage: row.stage,
        is_paid: row.isPaid,
        archived: row.archived,
        updated_at: row.updatedAt.toISOString(),
        author: staffAuthor(row),
      })),
    };
  });

  app.put<{ Params: { bookId: number }; Body: { status: BookStatus } }>(
    '/staff/books/:bookId/status',
    async (request) => {
      const staffId = currentUser(request).id;
      const { bookId } = request.params;
      const { status } = request.body;
      const previous = await app.jobs.transaction(async (tx, send) => {
        const changed = await setBookStatus(tx, bookId, status);
        if (!changed) throw notFound();
        await recordStaffAction(tx, {
          staffId,
          action: 'book.status',
          userId: changed.userId,
          details: { bookId, from: changed.previous, to: status },
        });
        if (changed.previous !== status) {
          await send('push', { userId: changed.userId, notice: { kind: 'book-status', bookId } });
          await tellAuthor(tx, send, {
            userId: changed.userId,
            message: `Your book ${bookMovedText({ ...changed, status })}`,
            email: { template: 'book-moved', userId: changed.userId, bookId, status },
          });
        }
        return changed.previous;
      });
      return { ...SUCCESS, previous, status };
    },
  );
};
