import { type ExportRange, exportFileName, exportRangeSchema, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { sendCsvFile } from '../../../../http/csv-download.ts';
import { exportRange } from '../../../../http/export-range.ts';
import { currentUser } from '../../../auth/index.ts';
import { ownedBook } from '../../owned-book.ts';
import { salesCsv } from './sales-csv.ts';
import { salesByMonth, salesSummaries } from './sales-summaries.ts';

/** Sales summaries, computed from the recorded orders, and the order lines as a CSV export. */
const sales: FastifyPluginAsync = async (app) => {
  app.get('/user/getallsale', async (request) => ({
    ...SUCCESS,
    results: await salesSummaries(app.db, currentUser(request).id),
  }));

  app.get('/user/salesbymonth', async (request) => ({
    ...SUCCESS,
    months: await salesByMonth(app.db, currentUser(request).id),
  }));

  app.get<{ Querystring: ExportRange }>(
    '/user/exportsales',
    { config: { queryRules: exportRangeSchema } },
    async (request, reply) => {
      const range = exportRange(request.query);
      const { id } = currentUser(request);
      return sendCsvFile(reply, exportFileName('sales', range), salesCsv(app.db, id, range));
    },
  );

  app.get<{ Params: { bookId: number } }>('/user/getsaleperbook/:bookId', async (request) => {
    const { id } = currentUser(request);
    const book = await ownedBook(app.db, id, request.params.bookId);
    if (!book) throw notFound();
    return { ...SUCCESS, results: await salesSummaries(app.db, id, book.id) };
  });
};

export default sales;
