import { describe, expect, it } from 'vitest';
import { LEDGER_TYPE_LABELS, LEDGER_TYPES } from '../ledger/ledger-type-labels.ts';
import { csvRecord } from './csv-export.ts';
import { SALES_CSV_COLUMNS, saleCsvRow } from './sales-csv.ts';
import { TRANSACTIONS_CSV_COLUMNS, transactionCsvRow } from './transactions-csv.ts';

describe('transactionCsvRow', () => {
  it('writes the date in Johannesburg, the page label and amounts with two decimals', () => {
    const row = transactionCsvRow({
      createdAt: new Date('2026-03-05T22:07:00Z'),
      type: 'payout',
      reference: 'POD PAYOUT 12',
      amount: -123450,
      status: 'pending',
      balanceAfter: 5,
    });
    expect(row).toHaveLength(TRANSACTIONS_CSV_COLUMNS.length);
    expect(csvRecord(row)).toBe('2026-03-06 00:07,Payout,POD PAYOUT 12,-1234.50,pending,0.05\r\n');
  });

  it('neutralises a reference a staff member typed as a formula', () => {
    const row = transactionCsvRow({
      createdAt: new Date('2026-03-05T10:00:00Z'),
      type: 'royalty',
      reference: '=HYPERLINK("http://x")',
      amount: 100,
      status: 'complete',
      balanceAfter: 100,
    });
    expect(csvRecord(row)).toBe(
      '2026-03-05 12:00,Royalty,"\'=HYPERLINK(""http://x"")",1.00,complete,1.00\r\n',
    );
  });

  it('names every ledger type', () => {
    for (const type of LEDGER_TYPES) expect(LEDGER_TYPE_LABELS[type]).toMatch(/^[A-Z]/);
  });
});

describe('saleCsvRow', () => {
  it('writes one order line with its book, market and money', () => {
    const row = saleCsvRow({
      orderedAt: new Date('2026-11-19T12:05:00Z'),
      orderId: 5001,
      bookTitle: 'Zoë, the "long" walk',
      isbn: '9780000000002',
      format: 'print',
      market: 'local',
      quantity: 2,
      price: 50000,
      royalty: 12270,
      status: 'Shipped to Customer',
    });
    expect(row).toHaveLength(SALES_CSV_COLUMNS.length);
    expect(csvRecord(row)).toBe(
      '2026-11-19 14:05,5001,"Zoë, the ""long"" walk",9780000000002,Print,Local,2,500.00,122.70,Shipped to Customer\r\n',
    );
  });

  it('leaves the ISBN empty when the book has none and names the international market', () => {
    const row = saleCsvRow({
      orderedAt: new Date('2026-11-19T12:05:00Z'),
      orderId: 7,
      bookTitle: '@home',
      isbn: null,
      format: 'ebook',
      market: 'international',
      quantity: 1,
      price: 0,
      royalty: 0,
      status: 'Returned',
    });
    expect(csvRecord(row)).toBe(
      "2026-11-19 14:05,7,'@home,,Ebook,International,1,0.00,0.00,Returned\r\n",
    );
  });
});
