import type { components } from '@pod-portal/sdk';

type Payout = components['schemas']['Payout'];

/** What each payout status is called, for authors and staff alike. */
export const PAYOUT_STATUS_LABELS: Record<Payout['status'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
};

/** A payout's status as a sentence can carry it: a failed one says why (`Failed: …`). */
export function payoutStatusText(payout: Pick<Payout, 'status' | 'failure_reason'>): string {
  const label = PAYOUT_STATUS_LABELS[payout.status];
  return payout.status === 'failed' && payout.failure_reason
    ? `${label}: ${payout.failure_reason}`
    : label;
}
