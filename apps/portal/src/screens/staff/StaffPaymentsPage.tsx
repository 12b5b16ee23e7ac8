import { formatDateTime, PAYMENT_STATUSES, type PaymentStatus } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Select, Table } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouteContext } from '@tanstack/react-router';
import { formatRand } from '../../lib/format-rand.ts';
import { StaffLedgerSection } from './StaffLedgerSection.tsx';
import { StaffRefundsSection } from './StaffRefundsSection.tsx';
import { StaffAuthorLink } from './staff-author-link.tsx';
import { staffPaymentsQuery } from './staff-queries.ts';

type StaffPayment = components['schemas']['StaffPayments']['payments'][number] & { id: string };

const ALL = 'all';
const route = getRouteApi('/staff/payments');

/**
 * Money as staff follow it: PayFast payments by status, then the authors' balances, where a
 * royalty paid in or a payout made is recorded, and one author's cart payments, refunded there.
 */
export function StaffPaymentsPage() {
  const { status, author: authorId } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const list = useQuery(staffPaymentsQuery(pod, status));
  const counts = list.data?.counts;
  return (
    <div className="staff-page">
      <h1>Payments</h1>
      <section className="staff-section" aria-labelledby="staff-payfast">
        <h2 id="staff-payfast">PayFast payments</h2>
        <Select
          label="Show payments"
          options={[
            { id: ALL, label: 'Every status' },
            ...PAYMENT_STATUSES.map((id) => ({
              id,
              label: counts ? `${id} (${counts[id]})` : id,
            })),
          ]}
          selectedKey={status ?? ALL}
          onSelectionChange={(key) =>
            void navigate({
              to: '/staff/payments',
              search: (previous) => ({
                ...previous,
                status: key === ALL || key === null ? undefined : (String(key) as PaymentStatus),
              }),
            })
          }
        />
        {list.isPending ? (
          <p role="status">Loading payments…</p>
        ) : !list.data ? (
          <p role="alert">The payments could not be loaded. Please try again later.</p>
        ) : (
          <Table<StaffPayment>
            label="PayFast payments"
            emptyMessage={status ? 'No payment has this status.' : 'No author has paid yet.'}
            columns={[
              {
                id: 'reference',
                name: 'Reference',
                isRowHeader: true,
                cell: (row) => row.reference,
              },
              {
                id: 'author',
                name: 'Author',
                cell: (row) => <StaffAuthorLink author={row.author} />,
              },
              { id: 'amount', name: 'Amount', cell: (row) => formatRand(row.amount) },
              {
                id: 'fee',
                name: 'PayFast fee',
                cell: (row) => (row.fee === null ? '–' : formatRand(row.fee)),
              },
              { id: 'status', name: 'Status', cell: (row) => row.status },
              {
                id: 'started',
                name: 'Started',
                cell: (row) => formatDateTime(new Date(row.created_at)),
              },
              {
                id: 'updated',
                name: 'Last change',
                cell: (row) => formatDateTime(new Date(row.updated_at)),
              },
            ]}
            rows={list.data.payments.map((payment) => ({ ...payment, id: payment.reference }))}
          />
        )}
      </section>
      <StaffLedgerSection authorId={authorId} />
      {authorId !== undefined && <StaffRefundsSection authorId={authorId} />}
    </div>
  );
}
