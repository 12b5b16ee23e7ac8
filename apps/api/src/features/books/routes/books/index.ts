import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { codedError, invalidField, notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { currentPriceList } from '../../../pricing/index.ts';
import { cancelBook } from '../../cancel-book.ts';
import { neededCover } from '../../cover-fit.ts';
import { coverTemplateTask } from '../../cover-template-task.ts';
import { deleteBook } from '../../delete-book.ts';
import { type BookPairIds, findBookPair } from '../../find-book-pair.ts';
import { listUserBooks } from '../../list-user-books.ts';
import { pendingUploads, storedFileNames } from '../../pending-uploads.ts';
import { quoteGenre } from '../../quote-genre.ts';
import { acceptRequote, requoteOffer } from '../../requote-book.ts';
import { storedBookFiles } from '../../stored-book-files.ts';
import { matchesOf, toUserBooks, toWireBook } from '../../to-wire-book.ts';

const paidBook = () => codedError('bookPaid', 'A paid book cannot be cancelled or deleted');
const notCancelled = () => codedError('bookNotCancelled', 'Only a cancelled book can be deleted');

/** Your books: the list, one book's detail, cancel and delete. Another user's ids answer 404. */
const books: FastifyPluginAsync = async (app) => {
  app.get('/user/getuserbooks', async (request) => {
    const { id } = currentUser(request);
    const rows = await listUserBooks(app.db, id);
    return toUserBooks(rows, await storedFileNames(app.db, id, rows));
  });

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
      const first = pair[0];
      const genre = first ? await quoteGenre(app.db, first.quoteId) : null;
      const needed = first ? await neededCover(app.db, first) : null;
      const files = first
        ? await storedBookFiles(app, currentUser(request).id, first.quoteId, needed)
        : [];
      const stored = files.map((file) => ({
        kind: file.kind,
        originalName: file.filename,
        outOfDate: 'outOfDate' in file,
      }));
      const filesPending = pendingUploads(first?.submission ?? null, stored);
      const inMarket = (market: 'local' | 'international') => {
        const row = pair.find((book) => book.region === market);
        const match = row && matches.get(row.id);
        return row && match ? toWireBook(row, match, { genre, filesPending }) : null;
      };
      const requote = await requoteOffer(app.db, pair, await currentPriceList(app.db));
      return {
        ...SUCCESS,
        localBook: inMarket('local'),
        internationalBook: inMarket('international'),
        bookFiles: files.filter((file) => file.kind !== 'audio'),
        audioFiles: files.filter((file) => file.kind === 'audio'),
        ...(requote && { requote }),
      };
    },
  );

  app.post<{ Body: { local_bookId: number; international_bookId: number; no_of_pages: number } }>(
    '/user/requotebook',
    async (request) => {
      const { local_bookId, international_bookId, no_of_pages } = request.body;
      const outcome = await acceptRequote(
        app.db,
        currentUser(request).id,
        { localBookId: local_bookId, internationalBookId: international_bookId },
        no_of_pages,
        await currentPriceList(app.db),
      );
      return { ...SUCCESS, quote: outcome.figures };
    },
  );

  app.get<{ Params: BookPairIds; Querystring: { format: 'pdf' | 'png' } }>(
    '/user/covertemplate/:localBookId/:internationalBookId',
    async (request, reply) => {
      const pair = await findBookPair(app.db, currentUser(request).id, request.params);
      const [book] = pair ?? [];
      if (!book) throw notFound();
      const task = book.formatType === 'print' ? await coverTemplateTask(app.db, book) : null;
      if (!task) {
        const message = 'Only a print book has a cover template';
        throw invalidField('localBookId', message);
      }
      if (request.query.format === 'png')
        return reply
          .type('image/png')
          .header('content-disposition', 'attachment; filename="cover-template.png"')
          .send(Buffer.from(await app.pdf.coverTemplatePng(task)));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="cover-template.pdf"')
        .send(Buffer.from(await app.pdf.coverTemplate(task)));
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
