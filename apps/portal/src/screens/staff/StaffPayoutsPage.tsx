import type { components } from '@pod-portal/sdk';
import { Alert, Table, Tabs } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYOUT_STATUS_LABELS } from '../payouts/index.ts';
import { ApprovedBatches } from './ApprovedBatches.tsx';
import { FailPayoutDialog } from './FailPayoutDialog.tsx';
import { RequestedPayouts } from './RequestedPayouts.tsx';
import { type StaffPayout, staffPayoutColumns } from './staff-payout-columns.tsx';
import { staffPayoutsQuery } from './staff-queries.ts';
import { type StaffChange, useStaffChange } from './use-staff-change.ts';

type PayoutStatus = components['schemas']['PayoutStatus'];

const route = getRouteApi('/staff/payouts');
const STATUSES = Object.keys(PAYOUT_STATUS_LABELS) as PayoutStatus[];

interface ListProps {
  status: PayoutStatus;
  change: StaffChange;
  onFail: (payout: StaffPayout) => void;
  onApproved: () => void;
}

/** One status's payouts: requested ones approved as a batch, approved ones paid by batch. */
function PayoutsOfStatus({ status, change, onFail, onApproved }: ListProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const list = useQuery(staffPayoutsQuery(pod, status));
  if (list.isPending) return <p role="status">Loading payouts…</p>;
  if (!list.data)
    return <p role="alert">The payouts could not be loaded. Please try again later.</p>;
  if (status === 'requested')
    return (
      <RequestedPayouts
        payouts={list.data}
        change={change}
        onFail={onFail}
        onApproved={onApproved}
      />
    );
  if (status === 'approved')
    return <ApprovedBatches payouts={list.data} change={change} onFail={onFail} />;
  return (
    <Table
      label={`${PAYOUT_STATUS_LABELS[status]} payouts`}
      columns={staffPayoutColumns(status === 'paid' ? onFail : undefined)}
      rows={list.data}
      emptyMessage="No payout has this status."
    />
  );
}

/**
 * Payouts as staff pay them: requested ones chosen and approved as a batch; each approved
 * batch's bank file downloaded and the batch marked paid; any payout not yet failed failed
 * back to its author's balance with a reason (a paid one too, when the bank returns it).
 */
export function StaffPayoutsPage() {
  const { status } = route.useSearch();
  const navigate = useNavigate();
  const { notice, change } = useStaffChange();
  const [failing, setFailing] = useState<StaffPayout>();
  const show = (next: PayoutStatus) =>
    void navigate({ to: '/staff/payouts', search: { status: next } });
  return (
    <div className="staff-page">
      <h1>Payouts</h1>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <Tabs
        label="Payouts by status"
        selectedKey={status}
        onSelectionChange={(key) => show(key as PayoutStatus)}
        tabs={STATUSES.map((id) => ({
          id,
          title: PAYOUT_STATUS_LABELS[id],
          content: (
            <PayoutsOfStatus
              status={id}
              change={change}
              onFail={setFailing}
              onApproved={() => show('approved')}
            />
          ),
        }))}
      />
      {failing && (
        <FailPayoutDialog payout={failing} change={change} onClose={() => setFailing(undefined)} />
      )}
    </div>
  );
}
