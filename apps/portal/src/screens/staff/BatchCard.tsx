import { formatMoney, toCents } from '@pod-portal/domain';
import { Alert, AlertDialog, Button, Card, Table } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useFileDownload } from '../../lib/use-file-download.ts';
import { type StaffPayout, staffPayoutColumns } from './staff-payout-columns.tsx';
import type { StaffChange } from './use-staff-change.ts';

interface BatchCardProps {
  batchId: number;
  /** The batch's payouts still to be paid. */
  payouts: readonly StaffPayout[];
  change: StaffChange;
  onFail: (payout: StaffPayout) => void;
}

const count = (n: number) => `${n} ${n === 1 ? 'payout' : 'payouts'}`;

/** An approved batch: its bank file for the bank, then marked paid once the bank has paid. */
export function BatchCard({ batchId, payouts, change, onFail }: BatchCardProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const bankFile = useFileDownload(
    () => pod.staff.downloadPayoutBankFile({ params: { path: { batchId } } }),
    {
      fileName: `payout-batch-${batchId}.csv`,
      failed: 'The bank file could not be downloaded. Please try again.',
      offline: 'The bank file could not be downloaded: check your connection.',
    },
  );
  const [confirming, setConfirming] = useState(false);
  const [isMarking, setMarking] = useState(false);
  const total = formatMoney(
    payouts.reduce((sum, payout) => sum + (toCents(payout.amount) ?? 0), 0),
    'ZAR',
  );

  async function markPaid() {
    setMarking(true);
    await change(() => pod.staff.markPayoutBatchPaid({ params: { path: { batchId } } }), {
      done: (data) =>
        `Batch ${batchId} marked paid: ${count(data.payouts.length)} paid, each author told.`,
      refused: 'The batch was not marked paid.',
    });
    setMarking(false);
  }

  return (
    <Card title={`Batch ${batchId}`}>
      <p>
        {count(payouts.length)}, {total}
      </p>
      {bankFile.problem && <Alert variant="danger">{bankFile.problem}</Alert>}
      <div className="app-actions">
        <Button
          variant="secondary"
          isPending={bankFile.isDownloading}
          onPress={() => void bankFile.download()}
        >
          Download the bank file
        </Button>
        <Button isPending={isMarking} onPress={() => setConfirming(true)}>
          Mark the batch paid
        </Button>
      </div>
      <Table
        label={`Payouts of batch ${batchId}`}
        columns={staffPayoutColumns(onFail)}
        rows={payouts}
      />
      <AlertDialog
        title={`Mark batch ${batchId} paid?`}
        isOpen={confirming}
        onOpenChange={setConfirming}
        actionLabel="Mark the batch paid"
        cancelLabel="Cancel"
        onAction={() => void markPaid()}
      >
        <p>
          Only once the bank has made its payments ({count(payouts.length)}, {total}): each author
          is told their payout is paid.
        </p>
      </AlertDialog>
    </Card>
  );
}
