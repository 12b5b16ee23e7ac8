import {
  convertCents,
  INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE,
  INTERNATIONAL_PAYOUT_MESSAGE,
} from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { balanceEntries, chatMessages, payouts } from '../../../../db/schema/index.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';
import { startDueQuarterlyRun } from '../../quarterly-payouts.ts';
import { requestPayout } from '../../request-payout.ts';
import { ACCOUNT_ABROAD, LOCAL_ACCOUNT, PAYOUT_ROUTES, payoutAuthors } from './payout-authors.ts';

/** An international profile with only a PayPal address (the IBAN and swift code left empty). */
const paypalAccount = (paypal: string) => ({
  is_international_account: true,
  international_bank_address: '',
  international_iban_number: '',
  international_swift_code: '',
  paypal,
});

interface StaffPayout {
  id: number;
  status: string;
  batch_id: number | null;
  failure_reason: string | null;
  destination: string | null;
  usd_amount: number | null;
}

let addresses = 0;
/** A PayPal address of its own for each author (`.invalid`: the stand-in leaves it unclaimed). */
const paypalAddress = (domain = 'example.com') => {
  addresses += 1;
  return `author${addresses}.${Date.now()}@${domain}`;
};

describeOnEachDatabase(
  'PayPal payouts',
  { routes: [...PAYOUT_ROUTES, 'payments'] },
  (server, database) => {
    let staff: { id: number; token: string };
    const { author, ask, ledger, approve, payoutsOf } = payoutAuthors(
      server,
      database,
      () => staff,
    );

    const standIn = () => {
      const payoutsStandIn = server.app.paypalPayoutsStandIn;
      const orders = server.app.paypalStandIn;
      if (!payoutsStandIn || !orders) throw new Error('the stand-in plays PayPal here');
      return { payouts: payoutsStandIn, orders };
    };
    const staffPayout = async (id: number) => {
      const listed = await server.request<{ payouts: StaffPayout[] }>('GET', '/staff/payouts', {
        token: staff.token,
      });
      return listed.body.payouts.find((row) => row.id === id);
    };
    const webhook = (headers: Record<string, string>, event: unknown) =>
      server.request('POST', '/payments/paypal/webhook', { body: event, headers });
    const returnEntries = (payoutId: number) =>
      database.db
        .select()
        .from(balanceEntries)
        .where(
          and(
            eq(balanceEntries.kind, 'payout-return'),
            eq(balanceEntries.reference, `POD PAYOUT ${payoutId}`),
          ),
        );
    const rate = () => {
      const configured = server.config.paypal?.rate;
      if (configured === undefined) throw new Error('PayPal is configured here');
      return configured;
    };

    beforeAll(async () => {
      staff = await signInStaff(server);
    });

    it('an author abroad with a PayPal address asks for a payout; the bank wins over PayPal', async () => {
      const paypalOnly = await author(800, paypalAccount(paypalAddress()));
      const asked = await ask(paypalOnly, 250);
      expect(asked.status).toBe(201);
      expect(asked.body).toMatchObject({ balance: 550, payout: { status: 'requested' } });
      expect((await ask(paypalOnly, 99.99)).status).toBe(400);
      const listed = await server.request<{ destination: string | null }>('GET', '/user/payouts', {
        token: paypalOnly.accessToken,
      });
      expect(listed.body.destination).toBe('paypal');

      const neither = await author(500, paypalAccount(''));
      const refused = await ask(neither, 200);
      expect(refused.status).toBe(409);
      expect(refused.body.description).toBe(INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE);
      const nowhere = await server.request<{ destination: string | null }>('GET', '/user/payouts', {
        token: neither.accessToken,
      });
      expect(nowhere.body.destination).toBeNull();
      expect((await ask(await author(500, paypalAccount('not an address')), 200)).status).toBe(409);

      // Where PayPal is not offered (production without a PayPal app), a PayPal address is not
      // enough: the author is told to add their bank's IBAN and swift code.
      const notOffered = requestPayout(database.db, server.config.dataKey, {
        userId: paypalOnly.id,
        amountCents: 100_00,
        paypalOffered: false,
      });
      await expect(notOffered).rejects.toThrow(ApiError);
      await expect(notOffered).rejects.toMatchObject({ message: INTERNATIONAL_PAYOUT_MESSAGE });

      const both = await author(300, { ...ACCOUNT_ABROAD, paypal: paypalAddress() });
      const bank = (await ask(both, 150)).body.payout;
      expect((await approve([bank.id])).status).toBe(201);
      expect(await staffPayout(bank.id)).toMatchObject({
        destination: 'international',
        usd_amount: null,
      });
    });

    it('approved, sent by PayPal in dollars at the rate, paid on its word: ledger, email, chat', async () => {
      const email = paypalAddress();
      const amara = await author(2_000, paypalAccount(email));
      const sipho = await author(300, LOCAL_ACCOUNT);
      // R 1 000.10 at 0.055 is USD 55.0055: rounded half away from zero, USD 55.01.
      const abroad = (await ask(amara, 1_000.1)).body.payout;
      const local = (await ask(sipho, 150)).body.payout;
      const batch = await approve([abroad.id, local.id]);
      expect(batch.status).toBe(201);
      const usdCents = convertCents(1_000_10, rate());
      expect(usdCents).toBe(55_01);
      await jobsSettled(server);

      const sent = standIn().payouts.itemsTo(email);
      expect(sent).toEqual([
        { id: expect.any(String), status: 'SUCCESS', amount: { currency: 'USD', value: '55.01' } },
      ]);
      expect(await staffPayout(abroad.id)).toMatchObject({
        status: 'paid',
        destination: 'paypal',
        usd_amount: 55.01,
      });
      const [stored] = await database.db.select().from(payouts).where(eq(payouts.id, abroad.id));
      expect(stored).toMatchObject({
        usdCents: 55_01,
        rateMicros: rate(),
        paypalItemId: sent[0]?.id,
        paypalBatchId: expect.any(String),
      });

      const told = `Your payout of R 1 000.10 (POD PAYOUT ${abroad.id}) has been paid into your PayPal account as USD 55.01.`;
      const chat = await database.db
        .select({ body: chatMessages.body })
        .from(chatMessages)
        .where(eq(chatMessages.userId, amara.id));
      expect(chat.map((row) => row.body)).toContain(told);
      const mail = (await server.mailbox()).find(
        (message) => message.to === amara.email && message.subject === 'Your payout has been paid',
      );
      expect(mail?.text).toContain(told);
      const [entry] = await ledger(amara);
      expect(entry).toMatchObject({ type: 'payout', status: 'complete', balance: 999.9 });

      // Staff mark the batch paid for its bank payment: the PayPal payout is PayPal's to settle.
      const paid = await server.request<{ payouts: StaffPayout[] }>(
        'POST',
        `/staff/payout-batches/${batch.body.batch.id}/paid`,
        { token: staff.token },
      );
      expect(paid.body.payouts.map((payout) => payout.id)).toEqual([local.id]);
      const bankFile = await fetch(
        `${server.url}/api/staff/payout-batches/${batch.body.batch.id}/bank-file`,
        { headers: { authorization: `Bearer ${staff.token}` } },
      );
      expect((await bankFile.text()).split('\r\n')).toHaveLength(3);
    });

    it('an item PayPal returns or takes back fails back to the balance with the reason, once', async () => {
      const unclaimedAt = paypalAddress('nowhere.invalid');
      const failingAt = paypalAddress();
      const unclaimed = await author(500, paypalAccount(unclaimedAt));
      const failing = await author(400, paypalAccount(failingAt));
      const first = (await ask(unclaimed, 500)).body.payout;
      const second = (await ask(failing, 400)).body.payout;
      expect((await approve([first.id, second.id])).status).toBe(201);
      await jobsSettled(server);

      // No one holds the address: PayPal keeps the item unclaimed, the payout waits.
      const [held] = standIn().payouts.itemsTo(unclaimedAt);
      expect(held?.status).toBe('UNCLAIMED');
      expect((await staffPayout(first.id))?.status).toBe('approved');

      // 30 days on, PayPal returns it.
      await standIn().payouts.settle(held?.id ?? '', 'RETURNED');
      await jobsSettled(server);
      expect(await staffPayout(first.id)).toMatchObject({
        status: 'failed',
        failure_reason:
          'PayPal returned it unclaimed after 30 days: check the PayPal address on your Profile',
      });
      const [returned] = await ledger(unclaimed);
      expect(returned).toMatchObject({ type: 'payout_returned', balance: 500 });
      expect(await returnEntries(first.id)).toHaveLength(1);

      // A paid item PayPal takes back fails its payout back too.
      const [paidItem] = standIn().payouts.itemsTo(failingAt);
      expect((await staffPayout(second.id))?.status).toBe('paid');
      await standIn().payouts.settle(paidItem?.id ?? '', 'REVERSED');
      await jobsSettled(server);
      expect(await staffPayout(second.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'PayPal took it back',
      });
      const mail = (await server.mailbox()).find(
        (message) =>
          message.to === failing.email && message.subject === 'Your payout could not be paid',
      );
      expect(mail?.text).toContain(
        `Your payout of R 400.00 (POD PAYOUT ${second.id}) could not be paid: PayPal took it back. The amount is back in your balance.`,
      );

      // A replayed webhook changes nothing; a forged one is refused.
      const event = {
        id: 'WH-REPLAYED',
        event_type: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
        resource_type: 'payouts_item',
        resource: { payout_item_id: held?.id, transaction_status: 'RETURNED' },
      };
      const signed = standIn().orders.signedWebhook(event);
      expect((await webhook(signed.headers, signed.event)).status).toBe(200);
      expect((await webhook(signed.headers, signed.event)).status).toBe(200);
      await jobsSettled(server);
      expect(await returnEntries(first.id)).toHaveLength(1);
      expect((await ledger(unclaimed))[0]).toMatchObject({ balance: 500 });

      const other = await author(300, paypalAccount(paypalAddress('nowhere.invalid')));
      const waiting = (await ask(other, 300)).body.payout;
      expect((await approve([waiting.id])).status).toBe(201);
      await jobsSettled(server);
      const [stored] = await database.db.select().from(payouts).where(eq(payouts.id, waiting.id));
      const forged = await webhook(
        { ...signed.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' },
        { ...event, resource: { payout_item_id: stored?.paypalItemId } },
      );
      expect(forged.status).toBe(400);
      expect((await staffPayout(waiting.id))?.status).toBe('approved');
    });

    it('refuses an item whose dollars are not the ones approved', async () => {
      const email = paypalAddress('nowhere.invalid');
      const who = await author(200, paypalAccount(email));
      const asked = (await ask(who, 200)).body.payout;
      expect((await approve([asked.id])).status).toBe(201);
      await jobsSettled(server);
      await database.db.update(payouts).set({ usdCents: 10_99 }).where(eq(payouts.id, asked.id));
      const [item] = standIn().payouts.itemsTo(email);
      await standIn().payouts.settle(item?.id ?? '', 'SUCCESS');
      await jobsSettled(server);
      expect((await staffPayout(asked.id))?.status).toBe('approved');
    });

    // Last: the run pays out every eligible author of this database, earlier tests' too.
    it('the quarterly run pays an author with a PayPal address too', async () => {
      const paypalOnly = await author(640.4, paypalAccount(paypalAddress()));
      const neither = await author(500, paypalAccount(''));
      expect(await startDueQuarterlyRun(server.app, new Date('2027-09-25T09:30:00+02:00'))).toBe(
        true,
      );
      await jobsSettled(server);
      const paid = await payoutsOf(paypalOnly);
      expect(paid.payouts.map((payout) => [payout.origin, payout.amount])).toEqual([
        ['schedule', 640.4],
      ]);
      expect(paid.balance).toBe(0);
      expect((await payoutsOf(neither)).payouts).toEqual([]);
    });
  },
);
