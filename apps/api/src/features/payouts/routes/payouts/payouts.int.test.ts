import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../../../db/schema/index.ts';
import { sealText } from '../../../../lib/sealed-text.ts';
import { jobsSettled, STRONG_PASSWORD, uniqueEmail } from '../../../../test/accounts.ts';
import { linkIn } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { PAYOUT_ROUTES, type Payout, payoutTests } from '../../../../test/payouts.ts';
import { startDueQuarterlyRun } from '../../quarterly-payouts.ts';

const LOCAL_ACCOUNT = {
  is_international_account: false,
  bank_name: 'Standard Bank of South Africa',
  brance_code: '051001',
  branch_name: 'N/A',
  account_name: 'Thandi Nkosi',
  account_type: 'Cheque',
  account_number: '0012345678',
};

describeOnEachDatabase(
  'payouts',
  {
    routes: PAYOUT_ROUTES,
  },
  (server, database) => {
    const payouts = payoutTests(server, database);
    const { staffToken, ask, ledger, approve, payoutsOf, download, expectTold } = payouts;
    /** An author with a balance of `rand` and, unless told otherwise, a South African account. */
    const author = (rand: number, bankInfo: object | null = LOCAL_ACCOUNT) =>
      payouts.author(rand, bankInfo);

    it('takes R 100 up to the balance off the balance at once, pending until paid', async () => {
      const thandi = await author(1_500.5);
      const under = await ask(thandi, 99.99);
      expect(under.status).toBe(400);
      expect(under.body).toMatchObject({
        errors: [{ field: 'amount', message: 'Ask for a payout of at least R 100.00' }],
      });
      const over = await ask(thandi, 1_600.5);
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({
        description: 'The payout is more than the balance of R 1 500.50',
      });
      const fraction = await ask(thandi, 100.005);
      expect(fraction.status).toBe(400);

      const asked = await ask(thandi, 1_200.25);
      expect(asked.status).toBe(201);
      expect(asked.body.balance).toBe(300.25);
      expect(asked.body.payout).toMatchObject({
        amount: 1_200.25,
        status: 'requested',
        origin: 'author',
        reference: `POD PAYOUT ${asked.body.payout.id}`,
        batch_id: null,
      });
      const [entry] = await ledger(thandi);
      expect(entry).toMatchObject({
        type: 'payout',
        amount_before_fees: -1_200.25,
        status: 'pending',
        balance: 300.25,
        transaction_ref: `POD PAYOUT ${asked.body.payout.id}`,
      });
      const list = await server.request<{ payouts: Payout[]; balance: number; minimum: number }>(
        'GET',
        '/user/payouts',
        { token: thandi.accessToken },
      );
      expect(list.body).toMatchObject({ balance: 300.25, minimum: 100 });
      expect(list.body.payouts.map((payout) => payout.id)).toEqual([asked.body.payout.id]);
    });

    it('needs a South African account on the profile', async () => {
      const none = await author(500, null);
      const refused = await ask(none, 200);
      expect(refused.status).toBe(409);
      expect(refused.body.description).toBe(
        'Add the bank account to pay into on your Profile before asking for a payout',
      );
      const abroad = await author(500, { is_international_account: true, paypal: '' });
      expect((await ask(abroad, 200)).status).toBe(409);
    });

    it('two payouts asked for at once never take more than the balance', async () => {
      const lerato = await author(300);
      const answers = await Promise.all([ask(lerato, 200), ask(lerato, 200)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect((await ledger(lerato))[0]?.balance).toBe(100);
    });

    it('approved in a batch, paid from the bank file, the author told; a return credits it back once', async () => {
      const first = await author(2_000);
      const second = await author(150);
      const one = (await ask(first, 1_234.5)).body.payout;
      const two = (await ask(second, 150)).body.payout;

      const batch = await approve([one.id, two.id]);
      expect(batch.status).toBe(201);
      expect(batch.body.batch.total).toBe(1_384.5);
      expect(batch.body.batch.payouts.map((payout) => payout.status)).toEqual([
        'approved',
        'approved',
      ]);
      const again = await approve([one.id]);
      expect(again.status).toBe(409);
      expect(again.body.description).toBe(`Payout ${one.id} is approved, not waiting for approval`);
      expect((await approve([2_000_000_000])).status).toBe(404);

      // A bank change after approval does not redirect the payout.
      await database.db
        .update(users)
        .set({
          misc: sealText(
            server.config.dataKey,
            JSON.stringify({ bankInfo: { ...LOCAL_ACCOUNT, account_number: '999' } }),
          ),
        })
        .where(eq(users.id, first.id));

      const file = await download(batch.body.batch.id, 'bank-file');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="payout-batch-${batch.body.batch.id}.csv"`,
      );
      expect((await file.text()).split('\r\n')).toEqual([
        'Beneficiary name,Branch code,Account number,Account type,Amount,Reference',
        `Thandi Nkosi,051001,0012345678,Cheque,1234.50,POD PAYOUT ${one.id}`,
        `Thandi Nkosi,051001,0012345678,Cheque,150.00,POD PAYOUT ${two.id}`,
        '',
      ]);
      const byAuthor = await download(batch.body.batch.id, 'bank-file', first.accessToken);
      expect(byAuthor.status).toBe(403);

      const paid = await server.request<{ payouts: Payout[] }>(
        'POST',
        `/staff/payout-batches/${batch.body.batch.id}/paid`,
        { token: staffToken() },
      );
      expect(paid.body.payouts.map((payout) => payout.status)).toEqual(['paid', 'paid']);
      const twice = await server.request(
        'POST',
        `/staff/payout-batches/${batch.body.batch.id}/paid`,
        { token: staffToken() },
      );
      expect(twice.status).toBe(409);
      expect((await ledger(first))[0]).toMatchObject({ type: 'payout', status: 'complete' });

      await expectTold(
        first,
        'Your payout has been paid',
        `Your payout of R 1 234.50 (POD PAYOUT ${one.id}) has been paid into your bank account.`,
      );

      // The bank returns the second one after the batch was paid.
      const blank = await server.request('POST', `/staff/payouts/${two.id}/fail`, {
        token: staffToken(),
        body: { reason: '   ' },
      });
      expect(blank.status).toBe(400);
      const failed = await server.request<{ payout: Payout }>(
        'POST',
        `/staff/payouts/${two.id}/fail`,
        { token: staffToken(), body: { reason: 'The account is closed' } },
      );
      expect(failed.body.payout).toMatchObject({
        status: 'failed',
        failure_reason: 'The account is closed',
      });
      const [returned, payout] = await ledger(second);
      expect(returned).toMatchObject({
        type: 'payout_returned',
        amount_before_fees: 150,
        status: 'complete',
        balance: 150,
        transaction_ref: `POD PAYOUT ${two.id}`,
      });
      expect(payout).toMatchObject({ type: 'payout', status: 'failed' });
      const failedTwice = await server.request('POST', `/staff/payouts/${two.id}/fail`, {
        token: staffToken(),
        body: { reason: 'Again' },
      });
      expect(failedTwice.status).toBe(409);
      expect((await ledger(second))[0]?.balance).toBe(150);

      const listed = await server.request<{
        payouts: (Payout & { author: { user_id: number } })[];
      }>('GET', '/staff/payouts?status=failed', { token: staffToken() });
      expect(listed.body.payouts.map((row) => [row.id, row.author.user_id])).toContainEqual([
        two.id,
        second.id,
      ]);
      const actions = await server.request<{ actions: { kind: string }[] }>(
        'GET',
        `/staff/actions?user_id=${second.id}`,
        { token: staffToken() },
      );
      expect(actions.body.actions.map((action) => action.kind)).toEqual([
        'payout.fail',
        'payout.paid',
        'payout.approve',
        'balance.royalty',
      ]);
    });

    it('holds payouts for 7 days after the account changes, unless confirmed from the old address', async () => {
      const thabo = await author(1_000);
      const waiting = (await ask(thabo, 200)).body.payout;
      const newEmail = uniqueEmail('moved');
      const sent = await server.request('PUT', '/user/requestchange', {
        token: thabo.accessToken,
        body: {
          name_first: 'Thabo',
          name_last: 'Nkosi',
          userEmail: newEmail,
          phone_main: '+27821234567',
          misc: {
            ...LOCAL_ACCOUNT,
            account_number: '62999999999',
            branch_name: 'Rosebank',
            publish_name: 'Nkosi Books',
            email: 'books@nkosi.co.za',
            telephone: '+27114567890',
            contact_person: 'Thabo Nkosi',
            reg_id_no: '2019/123456/07',
            postal_address: 'PO Box 12, Rosebank, 2196',
            physical_address: '12 Oxford Road, Rosebank, Johannesburg',
          },
        },
      });
      expect(sent.status).toBe(200);
      await server.request('POST', `/staff/change-requests/${thabo.id}/approve`, {
        token: staffToken(),
      });
      const applied = await server.request('PUT', '/user/userapproved', {
        token: thabo.accessToken,
        body: { id: thabo.id },
      });
      expect(applied.status).toBe(200);
      const login = await server.request<{ accessToken: string }>('POST', '/authO/login', {
        body: { email: newEmail, password: STRONG_PASSWORD },
      });
      const token = login.body.accessToken;

      const held = await server.request('POST', '/user/payouts', { token, body: { amount: 100 } });
      expect(held.status).toBe(409);
      expect(held.body.description).toMatch(
        /^Your bank details changed recently: payouts wait until \d{2}-\d{2}-\d{4} \d{2}:\d{2}, or until you confirm the change from the email we sent you$/,
      );
      const approval = await approve([waiting.id]);
      expect(approval.status).toBe(409);
      expect(approval.body.description).toMatch(
        new RegExp(`^Payout ${waiting.id} waits until .*: its author's bank details changed`),
      );

      await jobsSettled(server);
      const mail = (await server.mailbox()).find(
        (message) => message.subject === 'Your bank details for payouts changed',
      );
      expect(mail?.to).toBe(thabo.email);
      const link = linkIn(mail);
      expect(link.pathname).toBe('/confirm-bank-change');
      const confirm = `/user/confirmbankchange/${link.searchParams.get('id')}/${link.searchParams.get('token')}`;
      expect((await server.request('POST', confirm)).status).toBe(200);
      expect((await server.request('POST', confirm)).status).toBe(400);

      const asked = await server.request('POST', '/user/payouts', { token, body: { amount: 100 } });
      expect(asked.status).toBe(201);
      const batch = await approve([waiting.id]);
      expect(batch.status).toBe(201);
      const file = await download(batch.body.batch.id, 'bank-file');
      expect(await file.text()).toContain(`62999999999,Cheque,200.00,POD PAYOUT ${waiting.id}`);
    });

    it('lets payouts go 7 days after an unconfirmed change, not before', async () => {
      const day = 24 * 60 * 60 * 1000;
      const changed = async (daysAgo: number) => {
        const who = await author(500);
        await database.db
          .update(users)
          .set({ bankChangedAt: new Date(Date.now() - daysAgo * day) })
          .where(eq(users.id, who.id));
        return (await ask(who, 100)).status;
      };
      expect(await changed(6.9)).toBe(409);
      expect(await changed(7.01)).toBe(201);
    });

    // Last: the run pays out every eligible author of this database, earlier tests' too.
    it('the quarterly run pays each balance of R 100 or more once, to a South African account', async () => {
      const due = await author(640.4);
      const short = await author(199.99);
      const abroad = await author(500, { is_international_account: true, paypal: '' });
      await ask(short, 100);
      const run = new Date('2027-03-25T09:30:00+02:00');
      expect(await startDueQuarterlyRun(server.app, new Date('2027-03-25T08:59:00+02:00'))).toBe(
        false,
      );
      expect(await startDueQuarterlyRun(server.app, run)).toBe(true);
      expect(await startDueQuarterlyRun(server.app, run)).toBe(false);
      await jobsSettled(server);
      // A retried run (the job sent again) pays no one twice.
      await server.app.jobs.send('quarterly-payouts', { run: '2027-03' });
      await jobsSettled(server);
      const paid = await payoutsOf(due);
      expect(paid.payouts.map((payout) => [payout.origin, payout.amount, payout.status])).toEqual([
        ['schedule', 640.4, 'requested'],
      ]);
      expect(paid.balance).toBe(0);
      expect((await payoutsOf(short)).payouts.map((payout) => payout.origin)).toEqual(['author']);
      expect((await payoutsOf(abroad)).payouts).toEqual([]);
    });
  },
);
