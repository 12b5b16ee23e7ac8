import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { chatMessages, users } from '../db/schema/index.ts';
import { startDueQuarterlyRun } from '../features/payouts/quarterly-payouts.ts';
import { sealText } from '../lib/sealed-text.ts';
import { jobsSettled, type SignedUp, signUp } from './accounts.ts';
import type { TestDatabase, TestServer } from './harness.ts';
import { signInStaff } from './staff.ts';

/** An account abroad as the profile's international form stores it (no account name asked). */
export const ACCOUNT_ABROAD = {
  is_international_account: true,
  international_bank_address: '1 Churchill Place\nLondon E14 5HP',
  international_iban_number: 'GB33 BUKB 2020 1555 5555 55',
  international_swift_code: 'bukbgb22',
};

/** A South African account as the profile's local form stores it. */
export const LOCAL_ACCOUNT = {
  is_international_account: false,
  bank_name: 'Standard Bank of South Africa',
  brance_code: '051001',
  branch_name: 'N/A',
  account_name: 'Sipho Dlamini',
  account_type: 'Cheque',
  account_number: '0012345678',
};

/** The route modules the payouts tests load. */
export const PAYOUT_ROUTES = [
  'auth',
  'users',
  'dev',
  'chat',
  'staff',
  'payouts',
  'staff-payouts',
  'transactions',
  'bank-change',
];

/** A payout as the tests read it. */
export interface Payout {
  id: number;
  amount: number;
  status: string;
  origin: string;
  reference: string;
  batch_id: number | null;
  failure_reason: string | null;
}

/** A payout as staff list it. */
export interface StaffPayout extends Payout {
  destination: 'local' | 'international' | 'paypal' | null;
  usd_amount: number | null;
}

/**
 * The payouts tests' setup, called in their `describe`: staff signed in before the tests
 * (`staffToken`); authors, each signed up (Thandi Mokoena) with `bankInfo` on their profile
 * (none when null) and a balance of `rand` (the R 100 registration bonus and royalties staff
 * paid in); a payout an author asks for; an author's ledger, newest first; payouts staff
 * approve as a batch, and see.
 */
export function payoutTests(server: TestServer, database: TestDatabase) {
  let staff: { token: string } | undefined;
  beforeAll(async () => {
    staff = await signInStaff(server);
  });
  const staffToken = () => {
    if (!staff) throw new Error('staff sign in before the tests');
    return staff.token;
  };
  async function author(rand: number, bankInfo: object | null) {
    const signed = await signUp(server, { verified: true });
    if (bankInfo)
      await database.db
        .update(users)
        .set({ misc: sealText(server.config.dataKey, JSON.stringify({ bankInfo })) })
        .where(eq(users.id, signed.id));
    const paidIn = await server.request('POST', '/staff/ledger', {
      token: staffToken(),
      body: {
        user_id: signed.id,
        type: 'royalty',
        amount: (Math.round(rand * 100) - 10_000) / 100,
        note: 'Royalties',
      },
    });
    expect(paidIn.status).toBe(201);
    return signed;
  }
  const ledger = async (who: SignedUp) =>
    (
      await server.request<{
        results: {
          type: string;
          amount_before_fees: number;
          status: string;
          balance: number;
          transaction_ref: string | null;
        }[];
      }>('GET', '/user/gettransactions?skip=0&take=10', { token: who.accessToken })
    ).body.results;
  const ask = (who: SignedUp, amount: number) =>
    server.request<{ payout: Payout; balance: number; description: string }>(
      'POST',
      '/user/payouts',
      { token: who.accessToken, body: { amount } },
    );
  const approve = (payout_ids: number[]) =>
    server.request<{
      batch: { id: number; total: number; payouts: Payout[] };
      description: string;
    }>('POST', '/staff/payout-batches', { token: staffToken(), body: { payout_ids } });
  /** The author's payouts, with their balance, as the Payouts page reads them. */
  const payoutsOf = async (who: SignedUp) =>
    (
      await server.request<{ payouts: Payout[]; balance: number }>('GET', '/user/payouts', {
        token: who.accessToken,
      })
    ).body;
  const staffPayout = async (id: number) => {
    const listed = await server.request<{ payouts: StaffPayout[] }>('GET', '/staff/payouts', {
      token: staffToken(),
    });
    return listed.body.payouts.find((row) => row.id === id);
  };
  /** A batch's bank file or international file, as staff (or `token`'s holder) download it. */
  const download = (
    batchId: number,
    file: 'bank-file' | 'international-file',
    token = staffToken(),
  ) =>
    fetch(`${server.url}/api/staff/payout-batches/${batchId}/${file}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  /** Checks the author was told `told` in their chat and by the email titled `subject`. */
  const expectTold = async (who: SignedUp, subject: string, told: string) => {
    await jobsSettled(server);
    const chat = await database.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.userId, who.id));
    expect(chat.map((row) => row.body)).toContain(told);
    const mail = (await server.mailbox()).find(
      (message) => message.to === who.email && message.subject === subject,
    );
    expect(mail?.text).toContain(told);
  };
  /**
   * Starts the quarterly run due at `at` and lets its jobs run; answers each author's payouts
   * (origin and amount) and balance after it.
   */
  const quarterlyRun = async (at: Date, ...authors: SignedUp[]) => {
    expect(await startDueQuarterlyRun(server.app, at)).toBe(true);
    await jobsSettled(server);
    return Promise.all(
      authors.map(async (who) => {
        const { payouts, balance } = await payoutsOf(who);
        return { payouts: payouts.map((payout) => [payout.origin, payout.amount]), balance };
      }),
    );
  };
  return {
    staffToken,
    author,
    ask,
    ledger,
    approve,
    payoutsOf,
    staffPayout,
    download,
    expectTold,
    quarterlyRun,
  };
}
