import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../../../db/schema/index.ts';
import { sealText } from '../../../../lib/sealed-text.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  ACCOUNT_ABROAD,
  LOCAL_ACCOUNT,
  PAYOUT_ROUTES,
  payoutTests,
  type StaffPayout,
} from '../../../../test/payouts.ts';

describeOnEachDatabase(
  'international payouts',
  {
    routes: PAYOUT_ROUTES,
  },
  (server, database) => {
    const { staffToken, author, ask, ledger, approve, download, expectTold, quarterlyRun } =
      payoutTests(server, database);

    it('an author abroad asks for R 100 up to the balance; without IBAN, swift code or PayPal, not', async () => {
      const amara = await author(800, ACCOUNT_ABROAD);
      expect((await ask(amara, 99.99)).status).toBe(400);
      const asked = await ask(amara, 250);
      expect(asked.status).toBe(201);
      expect(asked.body).toMatchObject({ balance: 550, payout: { status: 'requested' } });

      // PayPal payouts (paypal-payouts.int.test.ts) are offered here: the stand-in plays PayPal.
      const neither = await author(500, { is_international_account: true, paypal: '' });
      const refused = await ask(neither, 200);
      expect(refused.status).toBe(409);
      expect(refused.body.description).toBe(
        "Payouts to international accounts are sent by SWIFT transfer or by PayPal: add your bank's IBAN and swift code, or your PayPal address, on your Profile before asking for a payout",
      );
      const mistyped = await author(500, {
        ...ACCOUNT_ABROAD,
        international_iban_number: 'GB34BUKB20201555555555',
      });
      expect((await ask(mistyped, 200)).status).toBe(409);
    });

    it('a batch keeps local and international payouts apart: each file, paid, one failed back', async () => {
      const amara = await author(2_000, ACCOUNT_ABROAD);
      const sipho = await author(300, LOCAL_ACCOUNT);
      const abroad = (await ask(amara, 1_234.5)).body.payout;
      const local = (await ask(sipho, 150)).body.payout;

      const requested = await server.request<{ payouts: StaffPayout[] }>(
        'GET',
        '/staff/payouts?status=requested',
        { token: staffToken() },
      );
      expect(requested.body.payouts.find((row) => row.id === abroad.id)?.destination).toBeNull();

      const batch = await approve([abroad.id, local.id]);
      expect(batch.status).toBe(201);
      expect(batch.body.batch.total).toBe(1_384.5);
      const batchId = batch.body.batch.id;
      const listed = await server.request<{ payouts: StaffPayout[] }>(
        'GET',
        '/staff/payouts?status=approved',
        { token: staffToken() },
      );
      const inBatch = listed.body.payouts.filter((row) => row.batch_id === batchId);
      expect(inBatch.map((row) => [row.id, row.destination]).sort()).toEqual(
        [
          [abroad.id, 'international'],
          [local.id, 'local'],
        ].sort(),
      );

      // A change of the bank details after approval does not redirect the payout.
      await database.db
        .update(users)
        .set({
          misc: sealText(
            server.config.dataKey,
            JSON.stringify({
              bankInfo: { ...ACCOUNT_ABROAD, international_iban_number: 'NO9386011117947' },
            }),
          ),
        })
        .where(eq(users.id, amara.id));

      const bankFile = await download(batchId, 'bank-file');
      expect((await bankFile.text()).split('\r\n')).toEqual([
        'Beneficiary name,Branch code,Account number,Account type,Amount,Reference',
        `Sipho Dlamini,051001,0012345678,Cheque,150.00,POD PAYOUT ${local.id}`,
        '',
      ]);
      const file = await download(batchId, 'international-file');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="payout-batch-${batchId}-international.csv"`,
      );
      expect((await file.text()).split('\r\n')).toEqual([
        'Beneficiary name,IBAN,SWIFT/BIC,Bank address,Amount,Currency,Charges,Reference',
        `Thandi Mokoena,GB33BUKB20201555555555,BUKBGB22,"1 Churchill Place, London E14 5HP",1234.50,ZAR,SHA,POD PAYOUT ${abroad.id}`,
        '',
      ]);
      expect((await download(batchId, 'international-file', amara.accessToken)).status).toBe(403);
      expect((await download(2_000_000_000, 'international-file')).status).toBe(404);

      const paid = await server.request<{ payouts: StaffPayout[] }>(
        'POST',
        `/staff/payout-batches/${batchId}/paid`,
        { token: staffToken() },
      );
      expect(paid.body.payouts.map((payout) => payout.status)).toEqual(['paid', 'paid']);
      await expectTold(
        amara,
        'Your payout has been paid',
        `Your payout of R 1 234.50 (POD PAYOUT ${abroad.id}) has been paid into your bank account.`,
      );

      // The SWIFT transfer comes back: the payout fails back to the balance with the reason.
      const failed = await server.request<{ payout: StaffPayout }>(
        'POST',
        `/staff/payouts/${abroad.id}/fail`,
        { token: staffToken(), body: { reason: 'The beneficiary bank returned the transfer' } },
      );
      expect(failed.body.payout).toMatchObject({
        status: 'failed',
        failure_reason: 'The beneficiary bank returned the transfer',
      });
      const [returned] = await ledger(amara);
      expect(returned).toMatchObject({
        type: 'payout_returned',
        status: 'complete',
        balance: 2_000,
      });
      const after = await download(batchId, 'international-file');
      expect((await after.text()).split('\r\n')).toHaveLength(2);
    });

    it('holds an international payout for 7 days after the bank details change', async () => {
      const day = 24 * 60 * 60 * 1000;
      const changed = async (daysAgo: number) => {
        const who = await author(500, ACCOUNT_ABROAD);
        const waiting = (await ask(who, 100)).body.payout;
        await database.db
          .update(users)
          .set({ bankChangedAt: new Date(Date.now() - daysAgo * day) })
          .where(eq(users.id, who.id));
        return {
          asked: (await ask(who, 100)).status,
          approved: (await approve([waiting.id])).status,
        };
      };
      expect(await changed(6.9)).toEqual({ asked: 409, approved: 409 });
      expect(await changed(7.01)).toEqual({ asked: 201, approved: 201 });
    });

    // Last: the run pays out every eligible author of this database, earlier tests' too.
    it('the quarterly run pays an author abroad too, but not one without IBAN, swift code or PayPal', async () => {
      const abroad = await author(640.4, ACCOUNT_ABROAD);
      const unpayable = await author(500, {
        is_international_account: true,
        paypal: 'not an address',
      });
      expect(await quarterlyRun(new Date('2027-06-25T09:30:00+02:00'), abroad, unpayable)).toEqual([
        { payouts: [['schedule', 640.4]], balance: 0 },
        { payouts: [], balance: 500 },
      ]);
    });
  },
);
