import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error.ts';
import { sendPdf } from '../../../../pdf/send-pdf.ts';
import { currentUser } from '../../../auth/index.ts';
import { watchStatementRuns } from '../../monthly-run.ts';
import {
  findStatement,
  statementCsv,
  statementFileName,
  statementPdf,
} from '../../statement-files.ts';

const NO_STATEMENT = 'There is no such statement';

/**
 * An author's monthly statement downloaded as PDF or CSV (their own only: another's is not
 * found); and the monthly run, started when due.
 */
const statementRoutes: FastifyPluginAsync = async (app) => {
  watchStatementRuns(app);
  app.get<{ Params: { statementId: number } }>(
    '/user/statements/:statementId/pdf',
    async (request, reply) => {
      const found = await findStatement(app, request.params.statementId, currentUser(request).id);
      if (!found) throw notFound(NO_STATEMENT);
      const pdf = await statementPdf(app, found);
      return sendPdf(reply, statementFileName(found.statement, 'pdf'), pdf);
    },
  );

  app.get<{ Params: { statementId: number } }>(
    '/user/statements/:statementId/csv',
    async (request, reply) => {
      const found = await findStatement(app, request.params.statementId, currentUser(request).id);
      if (!found) throw notFound(NO_STATEMENT);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${statementFileName(found.statement, 'csv')}"`,
        )
        .send(statementCsv(found.statement));
    },
  );
};

export default statementRoutes;
