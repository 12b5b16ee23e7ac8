import { centsToAmount, PAYOUT_MINIMUM_CENTS, SUCCESS, toCents } from '@pod-portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { payouts, users } from '../../../../db/schema/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { balanceCents } from '../../../ledger/index.ts';
import { watchPaypalPayoutChecks } from '../../check-paypal-payouts.ts';
import { isPayable, payoutAccount } from '../../payout-account.ts';
import { payoutAnswer } from '../../payout-answer.ts';
import { watchQuarterlyRuns } from '../../quarterly-payouts.ts';
import { requestPayout } from '../../request-payout.ts';
import { paypalPayoutItemEvents } from '../../settle-paypal-payout.ts';

/** How many of an author's payouts the list shows (newest first). */
const PAYOUTS_SHOWN = 100;

/**
 * An author's payouts: asking for one from the balance, and following them; the quarterly
 * run, started when due; and the hourly check of PayPal's batches.
 */
const payoutRoutes: FastifyPluginAsync = async (app) => {
  watchQuarterlyRuns(app);
  watchPaypalPayoutChecks(app);
  // PayPal's webhook (the payments feature's route) hands payout items' events to us.
  app.paypalEventHandlers.push(paypalPayoutItemEvents(app));
  app.get('/user/payouts', async (request) => {
    const { id } = currentUser(request);
    const [rows, balance, [profile]] = await Promise.all([
      app.db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, id))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(PAYOUTS_SHOWN),
      balanceCents(app.db, id),
      app.db
        .select({ misc: users.misc, nameFirst: users.nameFirst, nameLast: users.nameLast })
        .from(users)
        .where(eq(users.id, id)),
    ]);
    const account = profile ? payoutAccount(app.config.dataKey, profile) : null;
    return {
      ...SUCCESS,
      payouts: rows.map(payoutAnswer),
      balance: centsToAmount(balance),
      minimum: centsToAmount(PAYOUT_MINIMUM_CENTS),
      destination: isPayable(account, app.paypal !== null) ? account.kind : null,
    };
  });

  app.post<{ Body: { amount: number } }>('/user/payouts', async (request, reply) => {
    const { id } = currentUser(request);
    // A fraction of a cent is refused by the domain's rule (not a whole number of cents).
    const amountCents = toCents(request.body.amount) ?? Number.NaN;
    const { payout, balanceCents: after } = await requestPayout(app.db, app.config.dataKey, {
      userId: id,
      amountCents,
      paypalOffered: app.paypal !== null,
    });
    request.log.info({ userId: id, payoutId: payout.id }, 'payout requested');
    return reply
      .code(201)
      .send({ ...SUCCESS, payout: payoutAnswer(payout), balance: centsToAmount(after) });
  });
};

export default payoutRoutes;
