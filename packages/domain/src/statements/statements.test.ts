import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeCsv } from '../csv/tokenize-csv.ts';
import {
  hasStatementActivity,
  royaltyStatement,
  STATEMENT_SECTIONS,
  type StatementLedgerRow,
  UNATTRIBUTED_ROYALTIES,
} from './royalty-statement.ts';
import { royaltyStatementCsv, STATEMENT_CSV_COLUMNS } from './statement-csv.ts';
import {
  dueStatementMonth,
  isStatementMonth,
  previousStatementMonth,
  statementMonthBounds,
  statementMonthOf,
} from './statement-month.ts';

const at = (iso: string) => new Date(iso);

describe('statement months in Johannesburg time', () => {
  it('starts and ends at midnight Johannesburg (22:00 UTC the day before)', () => {
    expect(statementMonthBounds('2027-03')).toEqual({
      start: at('2027-02-28T22:00:00Z'),
      end: at('2027-03-31T22:00:00Z'),
    });
    expect(statementMonthBounds('2027-12').end).toEqual(at('2027-12-31T22:00:00Z'));
  });

  it('puts 31 March 23:30 Johannesburg in March and 1 April 00:30 in April', () => {
    expect(statementMonthOf(at('2027-03-31T23:30:00+02:00'))).toBe('2027-03');
    expect(statementMonthOf(at('2027-04-01T00:30:00+02:00'))).toBe('2027-04');
    expect(statementMonthOf(at('2027-03-31T22:30:00Z'))).toBe('2027-04');
  });

  it('counts back over a year end', () => {
    expect(previousStatementMonth('2027-01')).toBe('2026-12');
    expect(previousStatementMonth('2027-10')).toBe('2027-09');
  });

  it('makes the month just ended on the 1st at 07:00, or up to 7 days late, and no other time', () => {
    expect(dueStatementMonth(at('2027-04-01T06:59:00+02:00'))).toBeNull();
    expect(dueStatementMonth(at('2027-04-01T07:00:00+02:00'))).toEqual({
      key: '2027-03',
      at: at('2027-04-01T07:00:00+02:00'),
    });
    expect(dueStatementMonth(at('2027-04-08T06:59:00+02:00'))?.key).toBe('2027-03');
    expect(dueStatementMonth(at('2027-04-08T07:00:00+02:00'))).toBeNull();
    expect(dueStatementMonth(at('2027-01-03T10:00:00+02:00'))?.key).toBe('2026-12');
  });
});

const march = (day: number, hour = 12) =>
  at(`2027-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+02:00`);

describe('royaltyStatement', () => {
  const rows: StatementLedgerRow[] = [
    { id: 1, at: march(2), kind: 'royalty', amount: 9_000, reference: 'Order 1' },
    { id: 2, at: march(3), kind: 'royalty', amount: 4_500, reference: 'Order 2' },
    { id: 3, at: march(5), kind: 'royalty-return', amount: -4_500, reference: 'Order 2' },
    { id: 4, at: march(9), kind: 'purchase', amount: -2_000, reference: 'ISBN' },
    { id: 5, at: march(10), kind: 'payout', amount: -10_000, reference: 'Payout 7' },
    { id: 6, at: march(20), kind: 'payout-return', amount: 10_000, reference: 'Payout 7' },
    { id: 7, at: march(21), kind: 'royalty', amount: 1_000, reference: 'Royalties Q1' },
    { id: 8, at: march(22), kind: 'adjustment', amount: 50, reference: null },
  ];
  const saleLines = [
    { entryId: 1, bookTitle: 'The Karoo Sky', format: 'print', channel: 'Local', units: 2 },
    { entryId: 2, bookTitle: 'The Karoo Sky', format: 'print', channel: 'Local', units: 1 },
    { entryId: 3, bookTitle: 'The Karoo Sky', format: 'print', channel: 'Local', units: 1 },
  ];
  const statement = royaltyStatement({ month: '2027-03', openingBalance: 12_345, rows, saleLines });

  it('states each section, the sales per book, format and channel, and the closing balance', () => {
    expect(statement.totals).toEqual({
      royalties: 14_500,
      'royalty-returns': -4_500,
      fees: -2_000,
      payouts: -10_000,
      'failed-payouts': 10_000,
      other: 50,
    });
    expect(statement.sales).toEqual([
      {
        bookTitle: 'The Karoo Sky',
        format: 'print',
        channel: 'Local',
        unitsSold: 3,
        unitsReturned: 1,
        royalties: 13_500,
        returns: -4_500,
        net: 9_000,
      },
      {
        bookTitle: UNATTRIBUTED_ROYALTIES,
        format: '',
        channel: '',
        unitsSold: 0,
        unitsReturned: 0,
        royalties: 1_000,
        returns: 0,
        net: 1_000,
      },
    ]);
    expect(statement.closingBalance).toBe(12_345 + 8_050);
    expect(statement.lines.at(-1)?.balance).toBe(statement.closingBalance);
    expect(statement.lines[0]).toEqual({
      date: '2027-03-02',
      section: 'royalties',
      description: 'Royalty: Order 1 \u2014 The Karoo Sky, 2 \u00d7 print',
      amount: 9_000,
      balance: 21_345,
      sale: { bookTitle: 'The Karoo Sky', format: 'print', channel: 'Local', units: 2 },
    });
  });

  it('has something to state when the month had a row or carried a balance in, else nothing', () => {
    expect(hasStatementActivity(statement)).toBe(true);
    const quiet = (openingBalance: number) =>
      royaltyStatement({ month: '2027-03', openingBalance, rows: [], saleLines: [] });
    expect(hasStatementActivity(quiet(12_345))).toBe(true);
    expect(hasStatementActivity(quiet(-500))).toBe(true);
    expect(hasStatementActivity(quiet(0))).toBe(false);
  });

  it('names months as 2027-03, and no other way', () => {
    for (const month of ['2027-03', '1999-12', '2100-01'])
      expect(isStatementMonth(month)).toBe(true);
    for (const month of ['2027-3', '2027-13', '2027-00', '27-03', '2027-03-01', ''])
      expect(isStatementMonth(month)).toBe(false);
  });

  it('refuses a row outside the month (a programmer error)', () => {
    const april = { id: 9, at: at('2027-04-01T00:00:00+02:00'), kind: 'royalty', amount: 1 };
    expect(() =>
      royaltyStatement({
        month: '2027-03',
        openingBalance: 0,
        rows: [{ ...april, reference: null }],
        saleLines: [],
      }),
    ).toThrow('row 9 is not in 2027-03');
  });

  it('writes one CSV table from the opening to the closing balance, cells quoted as toCsv does', () => {
    const csv = royaltyStatementCsv(statement);
    const table = tokenizeCsv(csv).filter((row) => row.some((cell) => cell !== ''));
    expect(table[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(table[1]?.at(-1)).toBe('123.45');
    expect(table[2]).toEqual([
      '2027-03-02',
      'Royalties',
      'Royalty: Order 1 \u2014 The Karoo Sky, 2 \u00d7 print',
      'The Karoo Sky',
      'print',
      'Local',
      '2',
      '90.00',
      '213.45',
    ]);
    expect(table.at(-1)).toEqual(['', '', 'Closing balance 2027-03', '', '', '', '', '', '203.95']);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('royaltyStatement reconciles to the cent', () => {
  const kinds = [
    'royalty',
    'royalty-return',
    'purchase',
    'payout',
    'payout-return',
    'adjustment',
    'refund',
    'card-refund',
    'paypal-refund',
    'paypal-refund-return',
    'coupon',
  ];
  const row = fc.record({
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    kind: fc.constantFrom(...kinds),
    amount: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    sold: fc.option(fc.record({ book: fc.constantFrom('A', 'B', 'C'), units: fc.nat(50) })),
  });

  it('opening + every row = closing; sections and sales add up to the same rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(row, { maxLength: 60 }),
        (openingBalance, generated) => {
          const rows = generated.map((each, index) => ({
            id: index + 1,
            // 1 March 00:00 to 31 March 23:00 Johannesburg: every hour of the month.
            at: march(each.day, each.hour),
            kind: each.kind,
            amount: each.amount,
            reference: null,
          }));
          const saleLines = generated.flatMap((each, index) =>
            each.sold
              ? [
                  {
                    entryId: index + 1,
                    bookTitle: each.sold.book,
                    format: 'print',
                    channel: 'Local',
                    units: each.sold.units,
                  },
                ]
              : [],
          );
          const statement = royaltyStatement({ month: '2027-03', openingBalance, rows, saleLines });
          const sum = rows.reduce((total, each) => total + each.amount, 0);
          expect(statement.closingBalance).toBe(openingBalance + sum);
          const sections = STATEMENT_SECTIONS.reduce(
            (total, section) => total + statement.totals[section],
            0,
          );
          expect(openingBalance + sections).toBe(statement.closingBalance);
          expect(statement.lines.at(-1)?.balance ?? openingBalance).toBe(statement.closingBalance);
          const salesNet = statement.sales.reduce((total, sales) => total + sales.net, 0);
          expect(salesNet).toBe(statement.totals.royalties + statement.totals['royalty-returns']);
          expect(statement.lines).toHaveLength(rows.length);
        },
      ),
    );
  });
});
