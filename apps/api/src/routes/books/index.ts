import type { FastifyPluginAsync } from 'fastify';
import { codedError, notFound } from '../../errors/api-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { cancelBook } from '../../services/books/cancel-book.ts';
import { deleteBook } from '../../services/books/delete-book.ts';
import { type BookPairIds, findBookPair } from '../../services/books/find-book-pair.ts';
import { listUserBooks } from '../../services/books/list-user-books.ts';
import { quoteGenre } from '../../services/books/quote-genre.ts';
import { storedBookFiles } from '../../services/books/stored-book-files.ts';
import { matchesOf, toUserBooks, toWireBook } from '../../services/books/to-wire-book.ts';

const paidBook = () => codedError('bookPaid', 'A paid book cannot be cancelled or deleted');
const notCancelled = () => codedError('bookNotCancelled', 'Only a cancelled book can be deleted');

const SUCCESS = { statusCode: 0, description: 'Successful' } as const;

/** Your books: the list, one book's detail, cancel and delete. Another user's ids answer 404. */
const books: FastifyPluginAsync = async (app) => {
  app.get('/user/getuserbooks', async (request) =>
    toUserBooks(await listUserBooks(app.db, currentUser(request).id)),
  );

  app.get<{ Params: BookPairIds & { region: 'l' | 'i' | 'li' } }>(
    '/user/viewusersbookinfo/:localBookId/:region-:internationalBookId',
    async (request) => {
      const { region, localBookId, internationalBookId } = request.params;
      const pair = await findBookPair(app.db, currentUser(request).id, {
        localBookId: region.includes('l') ? localBookId : 0,
        internationalBookId: region.includes('i') ? internationalBookId : 0,
      });
      if (!pair) throw notFound();
      const matches = matchesOf(pair);
      const genre = pair[0] ? await quoteGenre(app.db, pair[0].quoteId) : null;
      const inMarket = (market: 'local' | 'international') => {
        const row = pair.find((book) => book.region === market);
        const match = row && matches.get(row.id);
        return row && match ? toWireBook(row, match, genre) : null;
      };
      const files = pair[0]
        ? await storedBookFiles(app, currentUser(request).id, pair[0].quoteId)
        : [];
      return {
        ...SUCCESS,
        localBook: inMarket('local'),
        internationalBook: inMarket('international'),
        bookFiles: files.filter((file) => file.kind !== 'audio'),
        audioFiles: files.filter((file) => file.kind === 'audio'),
      };
    },
  );

  app.delete<{ Params: BookPairIds }>(
    '/user/archivebook/:localBookId/:internationalBookId',
    async (request) => {
      const outcome = await cancelBook(app.db, currentUser(request).id, request.params);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'paid') throw paidBook();
      return SUCCESS;
    },
  );

  app.delete<{ Params: BookPairIds }>(
    '/user/deletebook/:localBookId/:internationalBookId',
    async (request) => {
      const outcome = await deleteBook(app.db, currentUser(request).id, request.params);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'paid') throw paidBook();
      if (outcome === 'not-cancelled') throw notCancelled();
      return SUCCESS;
    },
  );
};

export default books;
