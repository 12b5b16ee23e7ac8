import { formatMoney } from '@pod-portal/domain';
import type { Config } from '../config.ts';
import type { PaidCartLine } from '../db/schema/index.ts';
import type { PdfDocumentSpec } from '../pdf/document-layout.ts';

/** A paid cart as its invoice shows it (amounts in cents). */
export interface InvoiceFacts {
  number: string;
  issuedAt: Date;
  reference: string;
  buyer: { name: string; email: string };
  lines: readonly PaidCartLine[];
  totalExcludingVat: number;
  vat: number;
  couponDeduction: number;
  total: number;
}

const rand = (cents: number) => formatMoney(cents, 'ZAR');

/** The invoice number of a cart payment: `INV-` and its id, six digits at least. */
export const invoiceNumber = (cartPaymentId: number) =>
  `INV-${String(cartPaymentId).padStart(6, '0')}`;

/**
 * The invoice of a cart payment: the seller (with its VAT number, which makes it a tax
 * invoice), the buyer, each service with its price, discount, VAT at 15% and final price,
 * and the totals. A coupon is a discount on the total including VAT.
 */
export function invoiceDocument(company: Config['company'], facts: InvoiceFacts): PdfDocumentSpec {
  const title = company.vatNumber ? 'Tax invoice' : 'Invoice';
  const seller: Array<[string, string]> = [
    ['From', company.name],
    ...(company.address ? [['Address', company.address] as [string, string]] : []),
    ...(company.vatNumber ? [['VAT number', company.vatNumber] as [string, string]] : []),
  ];
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
          ['VAT (15%)', rand(line.vat)],
          ['Final price', rand(line.finalPrice)],
        ] as Array<[string, string]>,
      })),
      { kind: 'heading', text: 'Totals' },
      {
        kind: 'fields',
        rows: [
          ['Total excluding VAT', rand(facts.totalExcludingVat)],
          ['VAT (15%)', rand(facts.vat)],
          ['Total including VAT', rand(facts.totalExcludingVat + facts.vat)],
          ...(facts.couponDeduction > 0
            ? [['Coupon', `- ${rand(facts.couponDeduction)}`] as [string, string]]
            : []),
          ['Paid', rand(facts.total)],
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
