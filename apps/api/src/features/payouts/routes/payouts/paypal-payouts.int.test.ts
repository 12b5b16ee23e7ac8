import {
  centsToDecimal,
  convertCents,
  INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE,
  INTERNATIONAL_PAYOUT_MESSAGE,
} from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balanceEntries, payouts } from '../../../../db/schema/index.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  ACCOUNT_ABROAD,
  LOCAL_ACCOUNT,
  PAYOUT_ROUTES,
  payoutTests,
  type StaffPayout,
} from '../../../../test/payouts.ts';
import { checkPaypalPayouts } from '../../check-paypal-payouts.ts';
import { requestPayout } from '../../request-payout.ts';

/** An international profile with only a PayPal address (the IBAN and swift code left empty). */
const paypalAccount = (paypal: string) => ({
  is_international_account: true,
  international_bank_address: '',
  international_iban_number: '',
  international_swift_code: '',
  paypal,
});

/** A time past the half hour PayPal's webhooks have before a batch is re-read. */
const pastTheWebhooksHalfHour = () => new Date(Date.now() + 31 * 60 * 1000);

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
    const {
      staffToken,
      author,
      ask,
      ledger,
      approve,
      staffPayout,
      download,
      expectTold,
      quarterlyRun,
    } = payoutTests(server, database);

    const standIn = () => {
      const payoutsStandIn = server.app.paypalPayoutsStandIn;
      const orders = server.app.paypalStandIn;
      if (!payoutsStandIn || !orders) throw new Error('the stand-in plays PayPal here');
      return { payouts: payoutsStandIn, orders };
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
    /**
     * A batch of two PayPal payouts, sent: R 500 to an address no one holds (its item `held`
     * unclaimed) and R 400 paid (`paidItem`).
     */
    const sentBatchOfTwo = async () => {
      const unclaimedAt = paypalAddress('nowhere.invalid');
      const paidAt = paypalAddress();
      const unclaimed = await author(500, paypalAccount(unclaimedAt));
      const paid = await author(400, paypalAccount(paidAt));
      const first = (await ask(unclaimed, 500)).body.payout;
      const second = (await ask(paid, 400)).body.payout;
      expect((await approve([first.id, second.id])).status).toBe(201);
      await jobsSettled(server);
      const [held] = standIn().payouts.itemsTo(unclaimedAt);
      const [paidItem] = standIn().payouts.itemsTo(paidAt);
      return { unclaimed, paid, first, second, held, paidItem };
    };
    /** How many emails titled `subject` the author was sent, once the jobs ran. */
    const mailsTo = async (who: { email: string }, subject: string) => {
      await jobsSettled(server);
      const mailbox = await server.mailbox();
      return mailbox.filter((message) => message.to === who.email && message.subject === subject)
        .length;
    };

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

      await expectTold(
        amara,
        'Your payout has been paid',
        `Your payout of R 1 000.10 (POD PAYOUT ${abroad.id}) has been paid into your PayPal account as USD 55.01.`,
      );
      const [entry] = await ledger(amara);
      expect(entry).toMatchObject({ type: 'payout', status: 'complete', balance: 999.9 });

      // Staff mark the batch paid for its bank payment: the PayPal payout is PayPal's to settle.
      const paid = await server.request<{ payouts: StaffPayout[] }>(
        'POST',
        `/staff/payout-batches/${batch.body.batch.id}/paid`,
        { token: staffToken() },
      );
      expect(paid.body.payouts.map((payout) => payout.id)).toEqual([local.id]);
      const bankFile = await download(batch.body.batch.id, 'bank-file');
      expect((await bankFile.text()).split('\r\n')).toHaveLength(3);
    });

    it('an item PayPal returns or takes back fails back to the balance with the reason, once', async () => {
      const { unclaimed, paid: failing, first, second, held, paidItem } = await sentBatchOfTwo();

      // No one holds the address: PayPal keeps the item unclaimed, the payout waits.
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

    it('a payout whose webhook PayPal never delivered is paid by the re-read, once', async () => {
      const email = paypalAddress();
      const who = await author(600, paypalAccount(email));
      const asked = (await ask(who, 300)).body.payout;
      await standIn().payouts.losingWebhooks(async () => {
        expect((await approve([asked.id])).status).toBe(201);
        await jobsSettled(server);
      });
      const [item] = standIn().payouts.itemsTo(email);
      expect(item?.status).toBe('SUCCESS');
      expect((await staffPayout(asked.id))?.status).toBe('approved');

      // Within half an hour of sending the webhook may yet come: its batch is not re-read.
      await checkPaypalPayouts(server.app);
      expect((await staffPayout(asked.id))?.status).toBe('approved');

      await checkPaypalPayouts(server.app, pastTheWebhooksHalfHour());
      expect((await staffPayout(asked.id))?.status).toBe('paid');
      const dollars = centsToDecimal(convertCents(300_00, rate()));
      await expectTold(
        who,
        'Your payout has been paid',
        `Your payout of R 300.00 (POD PAYOUT ${asked.id}) has been paid into your PayPal account as USD ${dollars}.`,
      );
      expect((await ledger(who))[0]).toMatchObject({ type: 'payout', status: 'complete' });

      // The webhook PayPal delivers late, and the next re-read, change nothing more.
      await standIn().payouts.settle(item?.id ?? '', 'SUCCESS');
      await checkPaypalPayouts(server.app, pastTheWebhooksHalfHour());
      expect(await mailsTo(who, 'Your payout has been paid')).toBe(1);
      expect((await staffPayout(asked.id))?.status).toBe('paid');
    });

    it('an item PayPal denied, seen by the re-read only, fails back once; its batch mate paid once', async () => {
      const { unclaimed: denied, paid, first, second, held: item } = await sentBatchOfTwo();
      // The second was paid by its webhook; the first waits unclaimed, and PayPal's word that it
      // denied it is lost.
      expect((await staffPayout(second.id))?.status).toBe('paid');
      await standIn().payouts.losingWebhooks(() =>
        standIn().payouts.settle(item?.id ?? '', 'DENIED'),
      );
      expect((await staffPayout(first.id))?.status).toBe('approved');

      await checkPaypalPayouts(server.app, pastTheWebhooksHalfHour());
      expect(await staffPayout(first.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'PayPal denied it',
      });
      expect((await ledger(denied))[0]).toMatchObject({ type: 'payout_returned', balance: 500 });
      expect(await returnEntries(first.id)).toHaveLength(1);

      // The late webhook changes nothing more; the batch mate was told once.
      await standIn().payouts.settle(item?.id ?? '', 'DENIED');
      await checkPaypalPayouts(server.app, pastTheWebhooksHalfHour());
      expect(await returnEntries(first.id)).toHaveLength(1);
      expect((await ledger(denied))[0]).toMatchObject({ balance: 500 });
      expect(await mailsTo(denied, 'Your payout could not be paid')).toBe(1);
      expect(await mailsTo(paid, 'Your payout has been paid')).toBe(1);
      expect((await staffPayout(second.id))?.status).toBe('paid');
    });

    // Last: the run pays out every eligible author of this database, earlier tests' too.
    it('the quarterly run pays an author with a PayPal address too', async () => {
      const paypalOnly = await author(640.4, paypalAccount(paypalAddress()));
      const neither = await author(500, paypalAccount(''));
      expect(
        await quarterlyRun(new Date('2027-09-25T09:30:00+02:00'), paypalOnly, neither),
      ).toEqual([
        { payouts: [['schedule', 640.4]], balance: 0 },
        { payouts: [], balance: 500 },
      ]);
    });
  },
);
