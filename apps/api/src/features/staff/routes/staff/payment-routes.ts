import {
  balanceEntryCents,
  balanceEntrySchema,
  centsToAmount,
  centsToDecimal,
  PAYMENT_STATUSES,
  type PaymentStatus,
  payoutOverBalanceMessage,
  SUCCESS,
} from '@pod-portal/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { balanceEntries, paymentTransactions, users } from '../../../../db/schema/index.ts';
import { ApiError, notFound } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { recordStaffAction, staffAuthor, staffAuthorColumns } from '../../../audit/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { balanceCents, ledgerType } from '../../../ledger/index.ts';

/** How many rows each list answers at most (newest first). */
const ROWS_SHOWN = 200;

interface BalanceEntryBody {
  user_id: number;
  type: 'royalty' | 'payout';
  amount: number;
  note: string;
}

const ledgerAnswer = (
  row: typeof balanceEntries.$inferSelect & Parameters<typeof staffAuthor>[0],
) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  type: ledgerType(row.kind, row.amountCents),
  amount: centsToAmount(row.amountCents),
  reference: row.reference,
  author: staffAuthor(row),
});

/**
 * Money, as staff follow it: PayFast payments by status, every author's balance movements, and
 * the royalties and payouts staff record by hand (each recorded as a staff action).
 */
export const staffPaymentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: PaymentStatus } }>('/staff/payments', async (request) => {
    const { status } = request.query;
    const [rows, tally] = await Promise.all([
      app.db
        .select({ payment: paymentTransactions, ...staffAuthorColumns })
        .from(paymentTransactions)
        .innerJoin(users, eq(users.id, paymentTransactions.userId))
        .where(status === undefined ? undefined : eq(paymentTransactions.status, status))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
        .limit(ROWS_SHOWN),
      app.db
        .select({ status: paymentTransactions.status, total: count() })
        .from(paymentTransactions)
        .groupBy(paymentTransactions.status),
    ]);
    const counts = Object.fromEntries(PAYMENT_STATUSES.map((each) => [each, 0])) as Record<
      PaymentStatus,
      number
    >;
    for (const row of tally) counts[row.status] = row.total;
    return {
      ...SUCCESS,
      counts,
      payments: rows.map(({ payment, ...author }) => ({
        reference: payment.reference,
        status: payment.status,
        amount: centsToAmount(payment.amountCents),
        fee: payment.feeCents === null ? null : centsToAmount(payment.feeCents),
        pf_payment_id: payment.pfPaymentId,
        created_at: payment.createdAt.toISOString(),
        updated_at: payment.updatedAt.toISOString(),
        author: staffAuthor(author),
      })),
    };
  });

  app.get<{ Querystring: { user_id?: number } }>('/staff/ledger', async (request) => {
    const userId = request.query.user_id;
    if (userId !== undefined) {
      const [author] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'author')));
      if (!author) throw notFound('No author has this id');
    }
    const rows = await app.db
      .select({ entry: balanceEntries, ...staffAuthorColumns })
      .from(balanceEntries)
      .innerJoin(users, eq(users.id, balanceEntries.userId))
      .where(userId === undefined ? undefined : eq(balanceEntries.userId, userId))
      .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
      .limit(ROWS_SHOWN);
    return {
      ...SUCCESS,
      entries: rows.map(({ entry, ...author }) => ledgerAnswer({ ...entry, ...author })),
      balance: userId === undefined ? null : centsToAmount(await balanceCents(app.db, userId)),
    };
  });

  app.post<{ Body: BalanceEntryBody }>('/staff/ledger', async (request, reply) => {
    const staffId = currentUser(request).id;
    const input = parseBody(balanceEntrySchema, { ...request.body, userId: request.body.user_id });
    const amountCents = balanceEntryCents(input);
    const recorded = await app.db.transaction(async (tx) => {
      // The author's row is locked so that a cart payment and a payout take turns on the balance.
      const [author] = await tx
        .select(staffAuthorColumns)
        .from(users)
        .where(and(eq(users.id, input.userId), eq(users.role, 'author')))
        .for('update');
      if (!author) throw notFound('No author has this id');
      const before = await balanceCents(tx, input.userId);
      if (before + amountCents < 0) throw new ApiError(409, payoutOverBalanceMessage(before));
      const [entry] = await tx
        .insert(balanceEntries)
        .values({
          userId: input.userId,
          amountCents,
          kind: 'adjustment',
          reference: input.note,
        })
        .returning();
      if (!entry) throw new Error('The balance entry was not stored');
      await recordStaffAction(tx, {
        staffId,
        action: `balance.${input.type}`,
        userId: input.userId,
        details: { entryId: entry.id, amount: centsToDecimal(amountCents), note: input.note },
      });
      return {
        entry: ledgerAnswer({ ...entry, ...author }),
        balance: centsToAmount(before + amountCents),
      };
    });
    return reply.code(201).send({ ...SUCCESS, ...recorded });
  });
};
