import type { Cents } from '../money/cents.ts';
import { formatIsoDate } from '../reference/format-date.ts';
import { type StatementMonth, statementMonthBounds } from './statement-month.ts';

/** Where a ledger row is shown on a statement. */
export const STATEMENT_SECTIONS = [
  'royalties',
  'royalty-returns',
  'fees',
  'payouts',
  'failed-payouts',
  'other',
] as const;

export type StatementSection = (typeof STATEMENT_SECTIONS)[number];

/** What each section is called on the statement. */
export const STATEMENT_SECTION_NAMES: Record<StatementSection, string> = {
  royalties: 'Royalties',
  'royalty-returns': 'Returns',
  fees: 'Fees and charges',
  payouts: 'Payouts',
  'failed-payouts': 'Failed payouts credited back',
  other: 'Other adjustments',
};

/** The section of each kind of ledger row; a kind not listed is an other adjustment. */
const SECTION_OF_KIND: Record<string, StatementSection> = {
  royalty: 'royalties',
  'royalty-return': 'royalty-returns',
  purchase: 'fees',
  payout: 'payouts',
  'payout-return': 'failed-payouts',
};

/** One row of the author's ledger (rand cents, signed: credits positive). */
export interface StatementLedgerRow {
  id: number;
  at: Date;
  kind: string;
  amount: Cents;
  reference: string | null;
}

/** The sale a royalty or royalty-return row was made for: its book, format, channel and units. */
export interface StatementSaleLine {
  /** The ledger row it explains. */
  entryId: number;
  bookTitle: string;
  format: string;
  channel: string;
  /** Units the row credits (a sale) or takes back (a return, counted positive). */
  units: number;
}

/** Sales of one book in one format through one channel, over the month. */
export interface StatementSalesRow {
  bookTitle: string;
  format: string;
  channel: string;
  unitsSold: number;
  unitsReturned: number;
  royalties: Cents;
  /** Royalties taken back for returns (negative or zero). */
  returns: Cents;
  net: Cents;
}

/** One ledger row as the statement lists it, with the balance after it. */
export interface StatementLine {
  date: string;
  section: StatementSection;
  description: string;
  amount: Cents;
  balance: Cents;
  /** The sale a royalty or return row was made for, when recorded. */
  sale: Omit<StatementSaleLine, 'entryId'> | null;
}

export interface RoyaltyStatement {
  month: StatementMonth;
  openingBalance: Cents;
  /** Per book, format and channel; royalty rows without a recorded sale under `Other royalties`. */
  sales: StatementSalesRow[];
  /** Each section's total (signed), every section present. */
  totals: Record<StatementSection, Cents>;
  lines: StatementLine[];
  closingBalance: Cents;
}

const KIND_NAMES: Record<string, string> = {
  royalty: 'Royalty',
  'royalty-return': 'Royalty returned',
  purchase: 'Charge',
  payout: 'Payout',
  'payout-return': 'Payout failed, credited back',
  welcome: 'Welcome credit',
  coupon: 'Coupon',
  payment: 'Top-up',
  adjustment: 'Adjustment',
  refund: 'Refund',
  'card-refund': 'Refund paid to card',
  'paypal-refund': 'Refund paid to PayPal',
  'paypal-refund-return': 'PayPal refund failed, credited back',
};

/** The book under which royalty rows without a recorded sale are shown. */
export const UNATTRIBUTED_ROYALTIES = 'Other royalties';

/**
 * The author's statement of `month` (Johannesburg time): the balance before it, every ledger
 * row of the month in order with the balance after each, each section's total, the sales per
 * book, format and channel (from the sale lines the royalty rows were made for), and the
 * closing balance. Opening balance plus every row is the closing balance, to the cent.
 * `rows` must all fall in the month (a programmer error otherwise).
 */
export function royaltyStatement(input: {
  month: StatementMonth;
  openingBalance: Cents;
  rows: readonly StatementLedgerRow[];
  saleLines: readonly StatementSaleLine[];
}): RoyaltyStatement {
  const { start, end } = statementMonthBounds(input.month);
  const saleOf = new Map(input.saleLines.map((sale) => [sale.entryId, sale]));
  const totals = Object.fromEntries(STATEMENT_SECTIONS.map((section) => [section, 0])) as Record<
    StatementSection,
    Cents
  >;
  const sales = new Map<string, StatementSalesRow>();
  const rows = [...input.rows].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  let balance = input.openingBalance;
  const lines = rows.map((row): StatementLine => {
    if (!Number.isSafeInteger(row.amount)) throw new Error(`row ${row.id}: not whole cents`);
    if (row.at < start || row.at >= end) throw new Error(`row ${row.id} is not in ${input.month}`);
    const section = SECTION_OF_KIND[row.kind] ?? 'other';
    totals[section] += row.amount;
    balance += row.amount;
    if (section === 'royalties' || section === 'royalty-returns') {
      const sale = saleOf.get(row.id);
      const group = sale
        ? { bookTitle: sale.bookTitle, format: sale.format, channel: sale.channel }
        : { bookTitle: UNATTRIBUTED_ROYALTIES, format: '', channel: '' };
      const key = JSON.stringify(group);
      const sums = sales.get(key) ?? {
        ...group,
        unitsSold: 0,
        unitsReturned: 0,
        royalties: 0,
        returns: 0,
        net: 0,
      };
      if (section === 'royalties') {
        sums.unitsSold += sale?.units ?? 0;
        sums.royalties += row.amount;
      } else {
        sums.unitsReturned += sale?.units ?? 0;
        sums.returns += row.amount;
      }
      sums.net += row.amount;
      sales.set(key, sums);
    }
    const sale = saleOf.get(row.id);
    const kind = KIND_NAMES[row.kind] ?? 'Adjustment';
    const about = sale ? ` \u2014 ${sale.bookTitle}, ${sale.units} \u00d7 ${sale.format}` : '';
    return {
      date: formatIsoDate(row.at),
      section,
      description: `${row.reference ? `${kind}: ${row.reference}` : kind}${about}`,
      amount: row.amount,
      balance,
      sale: sale
        ? {
            bookTitle: sale.bookTitle,
            format: sale.format,
            channel: sale.channel,
            units: sale.units,
          }
        : null,
    };
  });
  return {
    month: input.month,
    openingBalance: input.openingBalance,
    sales: [...sales.values()].sort(
      (a, b) =>
        Number(a.bookTitle === UNATTRIBUTED_ROYALTIES) -
          Number(b.bookTitle === UNATTRIBUTED_ROYALTIES) ||
        a.bookTitle.localeCompare(b.bookTitle) ||
        a.format.localeCompare(b.format) ||
        a.channel.localeCompare(b.channel),
    ),
    totals,
    lines,
    closingBalance: balance,
  };
}

/** Whether the month had anything to state: a row, or a balance carried in. */
export function hasStatementActivity(statement: RoyaltyStatement): boolean {
  return statement.lines.length > 0 || statement.openingBalance !== 0;
}
