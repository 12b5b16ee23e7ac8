import type { components } from '@pod-portal/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { PAYOUT_STATUS_LABELS } from '../../screens/payouts/index.ts';
import { StaffPayoutsPage } from '../../screens/staff/StaffPayoutsPage.tsx';

type PayoutStatus = components['schemas']['PayoutStatus'];

const isPayoutStatus = (value: unknown): value is PayoutStatus =>
  typeof value === 'string' && Object.hasOwn(PAYOUT_STATUS_LABELS, value);

export const Route = createFileRoute('/staff/payouts')({
  head: () => ({ meta: [{ title: pageTitle('Payouts') }] }),
  // Requested payouts first: those wait for staff.
  validateSearch: (search: Record<string, unknown>): { status: PayoutStatus } => ({
    status: isPayoutStatus(search.status) ? search.status : 'requested',
  }),
  component: StaffPayoutsPage,
});
