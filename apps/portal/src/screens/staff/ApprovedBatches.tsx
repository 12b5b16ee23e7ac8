import { BatchCard } from './BatchCard.tsx';
import type { StaffPayout } from './staff-payout-columns.tsx';
import type { StaffChange } from './use-staff-change.ts';

interface ApprovedBatchesProps {
  payouts: readonly StaffPayout[];
  change: StaffChange;
  onFail: (payout: StaffPayout) => void;
}

/** Approved payouts by their batch, the newest batch first: each one paid by its bank file. */
export function ApprovedBatches({ payouts, change, onFail }: ApprovedBatchesProps) {
  const batches = new Map<number, StaffPayout[]>();
  for (const payout of payouts) {
    if (payout.batch_id === null) continue;
    batches.set(payout.batch_id, [...(batches.get(payout.batch_id) ?? []), payout]);
  }
  if (batches.size === 0) return <p className="staff-muted">No approved batch is waiting.</p>;
  return [...batches]
    .sort(([a], [b]) => b - a)
    .map(([batchId, inBatch]) => (
      <BatchCard
        key={batchId}
        batchId={batchId}
        payouts={inBatch}
        change={change}
        onFail={onFail}
      />
    ));
}
