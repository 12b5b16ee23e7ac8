import type { LedgerType } from '@pod-portal/domain';
import type { balanceEntries } from '../../db/schema/index.ts';

type EntryKind = (typeof balanceEntries.$inferSelect)['kind'];

/**
 * The contract's ledger type of each stored kind. A staff member's `adjustment` has no type
 * of its own: a credit is a royalty paid in and a debit a payout, the two movements staff
 * record by hand. A marketplace sale's `royalty` is credited on import (`royalty-return`, its
 * reversal when the sale is returned).
 */
export function ledgerType(kind: EntryKind, amountCents: number): LedgerType {
  switch (kind) {
    case 'welcome':
      return 'registration_bonus';
    case 'coupon':
      return 'coupon';
    case 'payment':
      return 'topup';
    case 'purchase':
      return 'cart_payment';
    case 'adjustment':
      return amountCents < 0 ? 'payout' : 'royalty';
    case 'refund':
      return 'refund';
    case 'card-refund':
      return 'card_refund';
    case 'paypal-refund':
      return 'paypal_refund';
    case 'paypal-refund-return':
      return 'paypal_refund_returned';
    case 'payout':
      return 'payout';
    case 'payout-return':
      return 'payout_returned';
    case 'royalty':
      return 'royalty';
    case 'royalty-return':
      return 'royalty_returned';
  }
}
