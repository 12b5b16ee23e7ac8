import { formatMoney, toCents } from '@pod-portal/domain';
import { Button, Checkbox, Table } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { formatRand } from '../../lib/format-rand.ts';
import { type StaffPayout, staffPayoutColumns } from './staff-payout-columns.tsx';
import type { StaffChange } from './use-staff-change.ts';

interface RequestedPayoutsProps {
  payouts: readonly StaffPayout[];
  change: StaffChange;
  onFail: (payout: StaffPayout) => void;
  /** After a batch is approved: its bank file and payment are under Approved. */
  onApproved: () => void;
}

const count = (n: number) => `${n} ${n === 1 ? 'payout' : 'payouts'}`;

/** Payouts waiting for approval: chosen (one by one or all) and approved as one batch. */
export function RequestedPayouts({ payouts, change, onFail, onApproved }: RequestedPayoutsProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const [isApproving, setApproving] = useState(false);
  const chosen = selected === 'all' ? payouts : payouts.filter((payout) => selected.has(payout.id));
  const total = chosen.reduce((sum, payout) => sum + (toCents(payout.amount) ?? 0), 0);
  const allChosen = payouts.length > 0 && chosen.length === payouts.length;

  async function approve() {
    setApproving(true);
    const approved = await change(
      () => pod.staff.approvePayouts({ body: { payout_ids: chosen.map((payout) => payout.id) } }),
      {
        done: ({ batch }) =>
          `Batch ${batch.id} approved: ${count(batch.payouts.length)}, ${formatRand(batch.total)}. Download its files for the bank, and mark it paid once the bank has paid it.`,
        refused: 'The payouts were not approved.',
      },
    );
    setApproving(false);
    if (!approved) return;
    setSelected(new Set());
    onApproved();
  }

  return (
    <div className="app-form">
      <Checkbox
        isSelected={allChosen}
        isIndeterminate={chosen.length > 0 && !allChosen}
        isDisabled={payouts.length === 0}
        onChange={(on) => setSelected(on ? new Set(payouts.map((payout) => payout.id)) : new Set())}
      >
        Select all requested payouts
      </Checkbox>
      <Table
        label="Requested payouts"
        columns={staffPayoutColumns(onFail)}
        rows={payouts}
        selectionMode="multiple"
        selectionColumnName="Chosen"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        emptyMessage="No payout is waiting for approval."
      />
      <p role="status">
        {count(chosen.length)} chosen, {formatMoney(total, 'ZAR')}
      </p>
      <div className="app-actions">
        <Button
          isDisabled={chosen.length === 0}
          isPending={isApproving}
          onPress={() => void approve()}
        >
          Approve as a batch
        </Button>
      </div>
    </div>
  );
}
