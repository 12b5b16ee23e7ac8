import type { Cents } from '../money/cents.ts';
import type { PaidLineFigures } from './paid-lines.ts';

/** What a refund of part or all of a paid line gives back: the amount, the VAT in it, the rest. */
interface RefundFigures {
  amount: Cents;
  vat: Cents;
  excludingVat: Cents;
}

export type RefundCheck =
  | ({ ok: true } & RefundFigures)
  | { ok: false; reason: 'notPositive' | 'moreThanPaid'; refundable: Cents };

/**
 * The figures of refunding `amount` cents of a paid line of which `refundedBefore` cents were
 * refunded already. A line's refunds never add up to more than was paid for it. The VAT
 * reversed is the line's VAT in proportion to what has been refunded so far, rounded half away
 * from zero, less what earlier refunds reversed: so refunds of a whole line, in one go or in
 * several, reverse exactly the line's VAT, and each refund's VAT is at most its amount.
 */
export function refundFigures(
  line: Pick<PaidLineFigures, 'paid' | 'paidVat'>,
  refundedBefore: Cents,
  amount: Cents,
): RefundCheck {
  const refundable = Math.max(0, line.paid - refundedBefore);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, reason: 'notPositive', refundable };
  }
  if (amount > refundable) return { ok: false, reason: 'moreThanPaid', refundable };
  const vatSoFar = (refunded: Cents) => proportion(refunded, line.paidVat, line.paid);
  const vat = vatSoFar(refundedBefore + amount) - vatSoFar(refundedBefore);
  return { ok: true, amount, vat, excludingVat: amount - vat };
}

/** `part x whole / total`, rounded half away from zero, exact for any safe integers (total > 0). */
function proportion(part: Cents, whole: Cents, total: Cents): Cents {
  if (total === 0) return 0;
  const numerator = BigInt(part) * BigInt(whole);
  const divisor = BigInt(total);
  const quotient = numerator / divisor;
  const remainder = numerator - quotient * divisor;
  return Number(2n * remainder >= divisor ? quotient + 1n : quotient);
}
