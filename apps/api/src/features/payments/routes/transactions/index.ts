import { type ExportRange, exportFileName, exportRangeSchema, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsvFile } from '../../../../http/csv-download.ts';
import { exportRange } from '../../../../http/export-range.ts';
import { currentUser, signedFileLink } from '../../../auth/index.ts';
import { ledgerPage } from './ledger.ts';
import { ledgerCsv } from './ledger-csv.ts';
import topUpRoutes from './top-up-routes.ts';

/**
 * GET /user/gettransactions: the balance ledger the /transactions table shows; its CSV export;
 * and top-ups.
 */
const transactions: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { skip: number; take: number } }>(
    '/user/gettransactions',
    async (request) => {
      const { skip, take } = request.query;
      const { id } = currentUser(request);
      return {
        ...SUCCESS,
        results: await ledgerPage(app.db, id, { skip, take }, (fileName) =>
          signedFileLink(app.config.tokenSecret, id, fileName),
        ),
      };
    },
  );
  app.get<{ Querystring: ExportRange }>(
    '/user/exporttransactions',
    { config: { queryRules: exportRangeSchema } },
    async (request, reply) => {
      const range = exportRange(request.query);
      const { id } = currentUser(request);
      return sendCsvFile(
        reply,
        exportFileName('transactions', range),
        ledgerCsv(app.db, id, range),
      );
    },
  );
  await app.register(topUpRoutes);
};

export default transactions;
