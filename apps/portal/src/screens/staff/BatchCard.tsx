import { formatMoney, toCents } from '@pod-portal/domain';
import { AlertDialog, Button, Card, Table } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { BatchPaymentsSection } from './BatchPaymentsSection.tsx';
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

/**
 * An approved batch: its payouts to South African accounts (paid from the bank file) apart from
 * those abroad (sent by SWIFT from the international transfer file) and those PayPal sends
 * (settled by PayPal's word), then the batch marked paid once the bank has paid.
 */
export function BatchCard({ batchId, payouts, change, onFail }: BatchCardProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const path = { params: { path: { batchId } } };
  const isAbroad = (payout: StaffPayout) => payout.destination === 'international';
  const byPaypal = payouts.filter((payout) => payout.destination === 'paypal');
  // Each file pays its own accounts: South African ones the bank file, those abroad by SWIFT.
  const sections = [
    {
      title: 'South African accounts',
      rows: payouts.filter((payout) => !isAbroad(payout) && payout.destination !== 'paypal'),
      file: {
        label: 'bank file',
        name: `payout-batch-${batchId}.csv`,
        call: () => pod.staff.downloadPayoutBankFile(path),
      },
    },
    {
      title: 'International accounts',
      rows: payouts.filter(isAbroad),
      file: {
        label: 'international file',
        name: `payout-batch-${batchId}-international.csv`,
        call: () => pod.staff.downloadPayoutInternationalFile(path),
      },
    },
  ];
  const [confirming, setConfirming] = useState(false);
  const [isMarking, setMarking] = useState(false);
  const total = formatMoney(
    payouts.reduce((sum, payout) => sum + (toCents(payout.amount) ?? 0), 0),
    'ZAR',
  );

  async function markPaid() {
    setMarking(true);
    await change(() => pod.staff.markPayoutBatchPaid(path), {
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
      <div className="app-actions">
        <Button isPending={isMarking} onPress={() => setConfirming(true)}>
          Mark the batch paid
        </Button>
      </div>
      {sections.map(
        ({ title, file, rows }) =>
          rows.length > 0 && (
            <BatchPaymentsSection
              key={title}
              batchId={batchId}
              title={title}
              file={file}
              payouts={rows}
              onFail={onFail}
            />
          ),
      )}
      {byPaypal.length > 0 && (
        <section aria-label={`PayPal addresses of batch ${batchId}`}>
          <h3>PayPal addresses</h3>
          <p>Sent by PayPal when the batch was approved: PayPal's answer pays or returns each.</p>
          <Table
            label={`PayPal addresses of batch ${batchId}`}
            columns={staffPayoutColumns(onFail)}
            rows={byPaypal}
          />
        </section>
      )}
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
