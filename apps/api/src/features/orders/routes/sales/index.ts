import { SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { ownedBook } from '../../owned-book.ts';
import { salesByMonth, salesSummaries } from './sales-summaries.ts';

/** Sales summaries, computed from the recorded orders. */
const sales: FastifyPluginAsync = async (app) => {
  app.get('/user/getallsale', async (request) => ({
    ...SUCCESS,
    results: await salesSummaries(app.db, currentUser(request).id),
  }));

  app.get('/user/salesbymonth', async (request) => ({
    ...SUCCESS,
    months: await salesByMonth(app.db, currentUser(request).id),
  }));

  app.get<{ Params: { bookId: number } }>('/user/getsaleperbook/:bookId', async (request) => {
    const { id } = currentUser(request);
    const book = await ownedBook(app.db, id, request.params.bookId);
    if (!book) throw notFound();
    return { ...SUCCESS, results: await salesSummaries(app.db, id, book.id) };
  });
};

export default sales;
