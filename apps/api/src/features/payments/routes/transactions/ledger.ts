import { centsToAmount } from '@pod-portal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { balanceEntries, cartPayments, payouts } from '../../../../db/schema/index.ts';
import { ledgerType } from '../../../ledger/index.ts';

/** The invoice file of each cart payment among `references` (its first, for a reused one). */
async function invoiceNames(db: Db, userId: number, references: string[]) {
  if (references.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ reference: cartPayments.reference, fileName: cartPayments.invoiceFileName })
    .from(cartPayments)
    .where(and(eq(cartPayments.userId, userId), inArray(cartPayments.reference, references)))
    .orderBy(desc(cartPayments.id));
  return new Map(rows.flatMap((row) => (row.fileName ? [[row.reference, row.fileName]] : [])));
}

function invoiceLink(
  names: Map<string, string>,
  reference: string | null,
  fileLink: (fileName: string) => string,
): string | null {
  const name = reference === null ? undefined : names.get(reference);
  return name === undefined ? null : fileLink(name);
}

const PAYOUT_ENTRY_STATUS = {
  requested: 'pending',
  approved: 'pending',
  paid: 'complete',
  failed: 'failed',
} as const;

/** The ledger status of each payout debit among `entryIds`: pending until paid, or failed. */
export async function payoutStatuses(db: Db, entryIds: number[]) {
  if (entryIds.length === 0) return new Map<number, 'pending' | 'complete' | 'failed'>();
  const rows = await db
    .select({ entryId: payouts.entryId, status: payouts.status })
    .from(payouts)
    .where(inArray(payouts.entryId, entryIds));
  return new Map(rows.map((row) => [row.entryId, PAYOUT_ENTRY_STATUS[row.status]]));
}

/** The reference an author is shown: coupon and welcome entries name internal rows; a staff entry's is its note. */
export const shownReference = (entry: { kind: string; reference: string | null }) =>
  entry.kind === 'welcome' || entry.kind === 'coupon' ? null : entry.reference;

/**
 * One page of the user's balance ledger, newest first, each entry with the balance after it
 * (a running sum over the whole ledger, oldest first, so paging does not change it). No fee
 * is kept on an entry; each is `complete`, but a payout's, which is `pending` until it is paid
 * and `failed` once credited back.
 */
export async function ledgerPage(
  db: Db,
  userId: number,
  page: { skip: number; take: number },
  /** The link to a stored file of the user's (a signed file link). */
  fileLink: (fileName: string) => string,
) {
  const { skip, take } = page;
  const running = db
    .select({
      id: balanceEntries.id,
      createdAt: balanceEntries.createdAt,
      kind: balanceEntries.kind,
      amountCents: balanceEntries.amountCents,
      reference: balanceEntries.reference,
      balanceCents:
        sql<number>`sum(${balanceEntries.amountCents}) over (order by ${balanceEntries.createdAt}, ${balanceEntries.id})`
          .mapWith(Number)
          .as('balance_cents'),
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
    .as('ledger');
  const rows = await db
    .select()
    .from(running)
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(take)
    .offset(skip);
  const invoices = await invoiceNames(
    db,
    userId,
    rows.flatMap((row) => (row.kind === 'purchase' && row.reference ? [row.reference] : [])),
  );
  const payoutStatus = await payoutStatuses(
    db,
    rows.flatMap((row) => (row.kind === 'payout' ? [row.id] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    type: ledgerType(row.kind, row.amountCents),
    amount_before_fees: centsToAmount(row.amountCents),
    fee: 0,
    amount_after_fees: centsToAmount(row.amountCents),
    status: payoutStatus.get(row.id) ?? ('complete' as const),
    balance: centsToAmount(row.balanceCents),
    transaction_ref: shownReference(row),
    invoice_url: row.kind === 'purchase' ? invoiceLink(invoices, row.reference, fileLink) : null,
  }));
}
