import { formatMoney } from '@pod-portal/domain';
import type { Config } from '../../../config.ts';
import type { PdfDocumentSpec } from '../../../pdf/document-layout.ts';
import type { InvoiceLine } from './invoice-lines.ts';

/** A paid cart as its invoice shows it (amounts in cents). */
export interface InvoiceFacts {
  number: string;
  issuedAt: Date;
  reference: string;
  buyer: { name: string; email: string };
  lines: readonly InvoiceLine[];
  /** The cart's total including VAT before the coupon. */
  totalBeforeCoupon: number;
  couponDeduction: number;
  /** What was paid, including VAT: the lines' paid amounts add up to it. */
  total: number;
}

const rand = (cents: number) => formatMoney(cents, 'ZAR');

/** The invoice number of a cart payment: `INV-` and its id, six digits at least. */
export const invoiceNumber = (cartPaymentId: number) =>
  `INV-${String(cartPaymentId).padStart(6, '0')}`;

/**
 * The invoice of a cart payment: the seller (with its VAT number, which makes it a tax
 * invoice), the buyer, each service with its price, discount, share of the coupon, and what
 * was paid for it excluding VAT, its VAT and including VAT; then the totals. A coupon is a
 * discount given at the sale, so VAT is on what was paid: the lines' VAT adds up to the
 * invoice's VAT, which is 15/115 of what was paid (domain `paidFigures`).
 */
export function invoiceDocument(company: Config['company'], facts: InvoiceFacts): PdfDocumentSpec {
  const title = company.vatNumber ? 'Tax invoice' : 'Invoice';
  const seller: Array<[string, string]> = [
    ['From', company.name],
    ...(company.address ? [['Address', company.address] as [string, string]] : []),
    ...(company.vatNumber ? [['VAT number', company.vatNumber] as [string, string]] : []),
  ];
  const sum = (pick: (line: InvoiceLine) => number) =>
    facts.lines.reduce((total, line) => total + pick(line), 0);
  return {
    title: `${title} ${facts.number}`,
    createdAt: facts.issuedAt,
    footer: `${title} ${facts.number}`,
    blocks: [
      { kind: 'heading', text: `${title} ${facts.number}` },
      {
        kind: 'fields',
        rows: [
          ...seller,
          ['To', `${facts.buyer.name} (${facts.buyer.email})`],
          ['Date', facts.issuedAt.toISOString().slice(0, 10)],
          ['Payment reference', facts.reference],
        ],
      },
      { kind: 'heading', text: 'Items' },
      ...facts.lines.map((line) => ({
        kind: 'fields' as const,
        rows: [
          [line.name, line.bookTitle ?? ''],
          ['Price (excl. VAT)', rand(line.price)],
          ...(line.discount > 0
            ? [['Discount', `- ${rand(line.discount)}`] as [string, string]]
            : []),
          ...(line.couponShare > 0
            ? [
                ['Price (incl. VAT)', rand(line.finalPrice)] as [string, string],
                ['Coupon', `- ${rand(line.couponShare)}`] as [string, string],
              ]
            : []),
          ['Amount (excl. VAT)', rand(line.paidExcludingVat)],
          ['VAT (15%)', rand(line.paidVat)],
          ['Paid (incl. VAT)', rand(line.paid)],
        ] as Array<[string, string]>,
      })),
      { kind: 'heading', text: 'Totals' },
      {
        kind: 'fields',
        rows: [
          ...(facts.couponDeduction > 0
            ? [
                ['Total before coupon (incl. VAT)', rand(facts.totalBeforeCoupon)] as [
                  string,
                  string,
                ],
                ['Coupon', `- ${rand(facts.couponDeduction)}`] as [string, string],
              ]
            : []),
          ['Total excluding VAT', rand(sum((line) => line.paidExcludingVat))],
          ['VAT (15%)', rand(sum((line) => line.paidVat))],
          ['Paid (incl. VAT)', rand(facts.total)],
        ],
      },
      ...(company.vatNumber
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: 'This is not a tax invoice: no VAT number is configured for the seller.',
            },
          ]),
    ],
  };
}
