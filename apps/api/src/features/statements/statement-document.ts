import {
  formatIsoDate,
  formatMoney,
  type RoyaltyStatement,
  STATEMENT_SECTION_NAMES,
  STATEMENT_SECTIONS,
  statementMonthBounds,
} from '@pod-portal/domain';
import type { Config } from '../../config.ts';
import type { PdfDocumentSpec } from '../../pdf/document-layout.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2027-03` as people say it: `March 2027`. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year}`;
}

/** A statement's number: `ST-2027-03-` and its id, six digits at least. */
export const statementNumber = (id: number, month: string) =>
  `ST-${month}-${String(id).padStart(6, '0')}`;

const rand = (cents: number) => formatMoney(cents, 'ZAR');

/** The statement's facts beside its own: who it is for, and when it was made. */
export interface StatementFacts {
  id: number;
  author: { name: string; email: string };
  madeAt: Date;
  statement: RoyaltyStatement;
}

/**
 * A monthly royalty statement as a bank statement reads: the author and the period, a summary
 * from the opening to the closing balance, the sales per book, format and channel, then every
 * transaction with the balance after it.
 */
export function statementDocument(
  company: Config['company'],
  facts: StatementFacts,
): PdfDocumentSpec {
  const { statement } = facts;
  const { start, end } = statementMonthBounds(statement.month);
  const last = new Date(end.getTime() - 1);
  const number = statementNumber(facts.id, statement.month);
  const title = `Royalty statement ${monthName(statement.month)}`;
  return {
    title: `${title} (${number})`,
    createdAt: facts.madeAt,
    footer: `${company.name} - ${title} - ${number}`,
    blocks: [
      { kind: 'heading', text: title },
      {
        kind: 'fields',
        rows: [
          ['From', company.name],
          ...(company.address ? [['Address', company.address] as [string, string]] : []),
          ['Author', `${facts.author.name} (${facts.author.email})`],
          ['Statement number', number],
          ['Period', `${formatIsoDate(start)} to ${formatIsoDate(last)} (South African time)`],
          ['Issued', formatIsoDate(facts.madeAt)],
          ['Currency', 'South African rand (ZAR)'],
        ],
      },
      { kind: 'heading', text: 'Summary' },
      {
        kind: 'table',
        columns: [
          { label: '', weight: 3 },
          { label: 'Amount', weight: 1, align: 'right' },
        ],
        rows: [
          ['Opening balance', rand(statement.openingBalance)],
          ...STATEMENT_SECTIONS.map((section) => [
            STATEMENT_SECTION_NAMES[section],
            rand(statement.totals[section]),
          ]),
          ['Closing balance', rand(statement.closingBalance)],
        ],
        strong: [0, STATEMENT_SECTIONS.length + 1],
      },
      { kind: 'heading', text: 'Sales by book, format and channel' },
      ...(statement.sales.length === 0
        ? [{ kind: 'paragraph' as const, text: 'No sales were recorded this month.' }]
        : [
            {
              kind: 'table' as const,
              columns: [
                { label: 'Book', weight: 3 },
                { label: 'Format', weight: 1.1 },
                { label: 'Channel', weight: 2.7 },
                { label: 'Sold', weight: 0.8, align: 'right' as const },
                { label: 'Returned', weight: 1.4, align: 'right' as const },
                { label: 'Royalties', weight: 1.6, align: 'right' as const },
                { label: 'Returns', weight: 1.6, align: 'right' as const },
                { label: 'Net', weight: 1.6, align: 'right' as const },
              ],
              rows: [
                ...statement.sales.map((sales) => [
                  sales.bookTitle,
                  sales.format,
                  sales.channel,
                  String(sales.unitsSold),
                  String(sales.unitsReturned),
                  rand(sales.royalties),
                  rand(sales.returns),
                  rand(sales.net),
                ]),
                [
                  'Total',
                  '',
                  '',
                  String(statement.sales.reduce((sum, sales) => sum + sales.unitsSold, 0)),
                  String(statement.sales.reduce((sum, sales) => sum + sales.unitsReturned, 0)),
                  rand(statement.sales.reduce((sum, sales) => sum + sales.royalties, 0)),
                  rand(statement.sales.reduce((sum, sales) => sum + sales.returns, 0)),
                  rand(statement.sales.reduce((sum, sales) => sum + sales.net, 0)),
                ],
              ],
              strong: [statement.sales.length],
            },
          ]),
      { kind: 'heading', text: 'Transactions' },
      {
        kind: 'table',
        columns: [
          { label: 'Date', weight: 1.3 },
          { label: 'Description', weight: 5 },
          { label: 'Amount', weight: 1.7, align: 'right' },
          { label: 'Balance', weight: 1.7, align: 'right' },
        ],
        rows: [
          [formatIsoDate(start), 'Opening balance', '', rand(statement.openingBalance)],
          ...statement.lines.map((line) => [
            line.date,
            line.description,
            rand(line.amount),
            rand(line.balance),
          ]),
          [formatIsoDate(last), 'Closing balance', '', rand(statement.closingBalance)],
        ],
        strong: [0, statement.lines.length + 1],
      },
      {
        kind: 'paragraph',
        text: 'Royalties are credited when a marketplace sale is recorded and taken back when it is returned. Payouts leave the balance when they are asked for; a payout the bank could not make is credited back. Questions about this statement: ask in the portal\u2019s support chat.',
      },
    ],
  };
}
