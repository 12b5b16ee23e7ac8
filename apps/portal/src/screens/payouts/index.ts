// What other screen areas use of Payouts (the only way in: .dependency-cruiser.cjs).
export { PAYOUT_STATUS_LABELS, payoutStatusText } from './payout-status.ts';
