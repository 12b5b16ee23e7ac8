import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { codedError, invalidField, notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { cancelBook } from '../../cancel-book.ts';
import { coverTemplateTask } from '../../cover-template-task.ts';
import { deleteBook } from '../../delete-book.ts';
import { type BookPairIds, findBookPair } from '../../find-book-pair.ts';
import { listUserBooks } from '../../list-user-books.ts';
import { pendingUploads, storedFileNames } from '../../pending-uploads.ts';
import { quoteGenre } from '../../quote-genre.ts';
import { storedBookFiles } from '../../stored-book-files.ts';
import { matchesOf, toUserBooks, toWireBook } from '../../to-wire-book.ts';

const paidBook = () => codedError('bookPaid', 'A paid book cannot be cancelled or deleted');
const notCancelled = () => codedError('bookNotCancelled', 'Only a cancelled book can be deleted');

/** Your books: the list, one book's detail, cancel and delete. Another user's ids answer 404. */
const books: FastifyPluginAsync = async (app) => {
  app.get('/user/getuserbooks', async (request) => {
    const { id } = currentUser(request);
    const [rows, stored] = await Promise.all([
      listUserBooks(app.db, id),
      storedFileNames(app.db, id),
    ]);
    return toUserBooks(rows, stored);
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
      const files = first ? await storedBookFiles(app, currentUser(request).id, first.quoteId) : [];
      const stored = files.map((file) => ({ kind: file.kind, originalName: file.filename }));
      const filesPending = pendingUploads(first?.submission ?? null, stored);
      const inMarket = (market: 'local' | 'international') => {
        const row = pair.find((book) => book.region === market);
        const match = row && matches.get(row.id);
        return row && match ? toWireBook(row, match, { genre, filesPending }) : null;
      };
      return {
        ...SUCCESS,
        localBook: inMarket('local'),
        internationalBook: inMarket('international'),
        bookFiles: files.filter((file) => file.kind !== 'audio'),
        audioFiles: files.filter((file) => file.kind === 'audio'),
      };
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
