import { formatMoney } from '@pod-portal/domain';
import type { Config } from '../../../config.ts';
import type { RefundedLine } from '../../../db/schema/index.ts';
import type { PdfDocumentSpec } from '../../../pdf/document-layout.ts';

/** A refund as its credit note shows it (amounts in cents). */
export interface CreditNoteFacts {
  number: string;
  /** The invoice the refund credits. */
  invoiceNumber: string;
  issuedAt: Date;
  reference: string;
  buyer: { name: string; email: string };
  lines: readonly RefundedLine[];
  destination: 'balance' | 'card' | 'paypal';
  reason: string;
}

const rand = (cents: number) => formatMoney(cents, 'ZAR');

const REFUNDED_TO: Record<CreditNoteFacts['destination'], string> = {
  balance: 'Your balance',
  card: 'The card the payment was made with',
  paypal: 'The PayPal account the payment was made with',
};

/**
 * The credit note of a refund: like the invoice it credits (seller, VAT number, buyer), the
 * refunded lines with the amount given back excluding VAT, the VAT reversed and the amount
 * including VAT, and the totals, which add up to the cent (domain `refundFigures`).
 */
export function creditNoteDocument(
  company: Config['company'],
  facts: CreditNoteFacts,
): PdfDocumentSpec {
  const title = `Credit note ${facts.number}`;
  const sum = (pick: (line: RefundedLine) => number) =>
    facts.lines.reduce((total, line) => total + pick(line), 0);
  return {
    title,
    createdAt: facts.issuedAt,
    footer: title,
    blocks: [
      { kind: 'heading', text: title },
      {
        kind: 'fields',
        rows: [
          ['From', company.name],
          ...(company.address ? [['Address', company.address] as [string, string]] : []),
          ...(company.vatNumber ? [['VAT number', company.vatNumber] as [string, string]] : []),
          ['To', `${facts.buyer.name} (${facts.buyer.email})`],
          ['Date', facts.issuedAt.toISOString().slice(0, 10)],
          ['Credits invoice', facts.invoiceNumber],
          ['Payment reference', facts.reference],
          ['Refunded to', REFUNDED_TO[facts.destination]],
          ['Reason', facts.reason],
        ],
      },
      { kind: 'heading', text: 'Refunded items' },
      ...facts.lines.map((line) => ({
        kind: 'fields' as const,
        rows: [
          [line.name, line.bookTitle ?? ''],
          ['Amount (excl. VAT)', `- ${rand(line.excludingVat)}`],
          ['VAT (15%)', `- ${rand(line.vat)}`],
          ['Refunded (incl. VAT)', `- ${rand(line.amount)}`],
        ] as Array<[string, string]>,
      })),
      { kind: 'heading', text: 'Totals' },
      {
        kind: 'fields',
        rows: [
          ['Total excluding VAT', `- ${rand(sum((line) => line.excludingVat))}`],
          ['VAT (15%)', `- ${rand(sum((line) => line.vat))}`],
          ['Refunded (incl. VAT)', `- ${rand(sum((line) => line.amount))}`],
        ],
      },
    ],
  };
}
