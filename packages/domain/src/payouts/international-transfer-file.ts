import { toCsv } from '../csv/csv-export.ts';
import type { Cents } from '../money/cents.ts';
import { centsToDecimal } from '../money/format-money.ts';
import { compactIban } from './international-account.ts';

/** One payout of a batch to an account abroad, as the bank is told to send it by SWIFT. */
export interface InternationalTransfer {
  beneficiary: string;
  iban: string;
  swiftBic: string;
  bankAddress: string;
  amount: Cents;
  reference: string;
}

/**
 * The columns of a batch's international transfer file, in order (decision 056). The payout is
 * sent in rand; fees are shared (`SHA`): we pay our bank's, the author's bank may take its own.
 */
export const INTERNATIONAL_TRANSFER_COLUMNS = [
  'Beneficiary name',
  'IBAN',
  'SWIFT/BIC',
  'Bank address',
  'Amount',
  'Currency',
  'Charges',
  'Reference',
] as const;

/** Profiles keep the bank address on several lines; a bank's import takes one. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');

/**
 * A batch's international transfer file: a header row, then one row per payout: the IBAN
 * compact in capitals, the SWIFT/BIC in capitals, the bank address on one line, the amount in
 * rand with two decimals (`1234.50`), currency `ZAR` and charges `SHA`. RFC 4180 CSV (`toCsv`).
 */
export function internationalTransferCsv(transfers: readonly InternationalTransfer[]): string {
  return toCsv([
    INTERNATIONAL_TRANSFER_COLUMNS,
    ...transfers.map((transfer) => [
      transfer.beneficiary,
      compactIban(transfer.iban),
      transfer.swiftBic.trim().toUpperCase(),
      oneLine(transfer.bankAddress),
      centsToDecimal(transfer.amount),
      'ZAR',
      'SHA',
      transfer.reference,
    ]),
  ]);
}
