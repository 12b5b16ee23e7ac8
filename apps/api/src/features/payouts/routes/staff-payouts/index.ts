import { centsToAmount, PAYOUT_FAILURE_REASON_MESSAGE, SUCCESS } from '@pod-portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { payouts, users } from '../../../../db/schema/index.ts';
import { invalidField } from '../../../../http/api-error.ts';
import { sendCsvFile } from '../../../../http/csv-download.ts';
import { staffAuthor, staffAuthorColumns } from '../../../audit/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { approvePayouts } from '../../approve-payouts.ts';
import { batchBankFile, batchInternationalFile } from '../../bank-file.ts';
import { approvedAccount } from '../../payout-account.ts';
import { payoutAnswer } from '../../payout-answer.ts';
import { failPayout, markBatchPaid } from '../../settle-payouts.ts';

type PayoutStatus = (typeof payouts.$inferSelect)['status'];

/** How many payouts the staff list answers at most (newest first). */
const ROWS_SHOWN = 200;

/**
 * Payouts, as staff pay them: the list by status, a batch approved, its bank file and
 * international transfer file, the batch marked paid, and a payout failed back to the author's
 * balance (each a staff action).
 */
const staffPayoutRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: PayoutStatus } }>('/staff/payouts', async (request) => {
    const { status } = request.query;
    const rows = await app.db
      .select({ payout: payouts, ...staffAuthorColumns })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .where(status === undefined ? undefined : eq(payouts.status, status))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(ROWS_SHOWN);
    return {
      ...SUCCESS,
      payouts: rows.map(({ payout, ...author }) => ({
        ...payoutAnswer(payout),
        destination: approvedAccount(app.config.dataKey, payout.bankDetails)?.kind ?? null,
        usd_amount: payout.usdCents === null ? null : centsToAmount(payout.usdCents),
        author: staffAuthor(author),
      })),
    };
  });

  app.post<{ Body: { payout_ids: number[] } }>('/staff/payout-batches', async (request, reply) => {
    const settings = { dataKey: app.config.dataKey, paypalRate: app.config.paypal?.rate ?? null };
    const batch = await approvePayouts(app.jobs, settings, {
      staffId: currentUser(request).id,
      payoutIds: request.body.payout_ids,
    });
    const rows = await app.db.select().from(payouts).where(eq(payouts.batchId, batch.id));
    return reply.code(201).send({
      ...SUCCESS,
      batch: {
        id: batch.id,
        created_at: batch.createdAt.toISOString(),
        paid_at: null,
        total: centsToAmount(rows.reduce((sum, row) => sum + row.amountCents, 0)),
        payouts: rows.map(payoutAnswer),
      },
    });
  });

  app.get<{ Params: { batchId: number } }>(
    '/staff/payout-batches/:batchId/bank-file',
    async (request, reply) => {
      const file = await batchBankFile(app.db, app.config.dataKey, request.params.batchId);
      return await sendCsvFile(reply, file.fileName, file.csv);
    },
  );

  app.get<{ Params: { batchId: number } }>(
    '/staff/payout-batches/:batchId/international-file',
    async (request, reply) => {
      const file = await batchInternationalFile(app.db, app.config.dataKey, request.params.batchId);
      return await sendCsvFile(reply, file.fileName, file.csv);
    },
  );

  app.post<{ Params: { batchId: number } }>(
    '/staff/payout-batches/:batchId/paid',
    async (request) => {
      const { paid } = await markBatchPaid(app.jobs, {
        staffId: currentUser(request).id,
        batchId: request.params.batchId,
      });
      return { ...SUCCESS, payouts: paid.map(payoutAnswer) };
    },
  );

  app.post<{ Params: { payoutId: number }; Body: { reason: string } }>(
    '/staff/payouts/:payoutId/fail',
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw invalidField('reason', PAYOUT_FAILURE_REASON_MESSAGE);
      const failed = await failPayout(app.jobs, {
        staffId: currentUser(request).id,
        payoutId: request.params.payoutId,
        reason,
      });
      return { ...SUCCESS, payout: payoutAnswer(failed) };
    },
  );
};

export default staffPayoutRoutes;
