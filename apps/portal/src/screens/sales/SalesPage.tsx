import {
  formatIsoDate,
  nextPayoutDate,
  PAYOUT_MONTHS,
  payoutPeriodMonths,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Card, EmptyState, Link, Table } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { salesQuery } from '../../api/sales-queries.ts';
import { ExportCsvButton } from '../../lib/ExportCsvButton.tsx';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { MonthlyChart, monthName } from './MonthlyChart.tsx';

type BookRow = components['schemas']['SalesResult']['results'][number] & { id: string | number };
type MonthRow = components['schemas']['SalesByMonth']['months'][number] & { id: string };

const PAYOUT_MONTH_NAMES = PAYOUT_MONTHS.map((month) =>
  new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-ZA', {
    month: 'long',
    timeZone: 'UTC',
  }),
);

/**
 * Sales: totals, per book, per month (chart and table), the payout schedule and what the next
 * payout should be, from the royalties kept in the months it pays; every order line as a CSV file.
 */
export function SalesPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const { books, months } = useSuspenseQuery(salesQuery(pod, useUserId())).data;
  const totals = books.reduce(
    (sum, book) => ({
      quantity: sum.quantity + book.quantity,
      returned: sum.returned + book.returned,
      revenue: sum.revenue + book.total_revenue,
      royalties: sum.royalties + book.total_royalties,
      profit: sum.profit + book.profit,
    }),
    { quantity: 0, returned: 0, revenue: 0, royalties: 0, profit: 0 },
  );
  const payoutOn = nextPayoutDate(new Date());
  const period = payoutPeriodMonths(payoutOn);
  const estimate = months
    .filter((month) => period.includes(month.month))
    .reduce((sum, month) => sum + month.profit, 0);

  return (
    <div className="app-dashboard">
      <h1>Sales</h1>
      <ExportCsvButton call={() => pod.sales.exportCsv()} what="Your sales" fileName="sales.csv" />
      <Card title="Next payout">
        <p className="app-balance">{formatRand(estimate)}</p>
        <p>
          Expected on {formatIsoDate(payoutOn)}, for your sales in {monthName(period[0] ?? '')} to{' '}
          {monthName(period[2] ?? '')}, returns taken off. Payouts are made in{' '}
          {PAYOUT_MONTH_NAMES.join(', ')}, into the account on your Profile.
        </p>
      </Card>
      {books.length === 0 ? (
        <EmptyState title="No sales yet" action={<Link href="/books">Your books</Link>}>
          Once your books sell, their copies, returns, revenue and royalties show here.
        </EmptyState>
      ) : (
        <>
          <Card title="All books">
            <dl className="app-details">
              <div className="app-details__row">
                <dt>Copies sold</dt>
                <dd>{totals.quantity}</dd>
              </div>
              <div className="app-details__row">
                <dt>Returned</dt>
                <dd>{totals.returned}</dd>
              </div>
              <div className="app-details__row">
                <dt>Revenue</dt>
                <dd>{formatRand(totals.revenue)}</dd>
              </div>
              <div className="app-details__row">
                <dt>Royalties</dt>
                <dd>{formatRand(totals.royalties)}</dd>
              </div>
              <div className="app-details__row">
                <dt>Profit (royalties kept)</dt>
                <dd>{formatRand(totals.profit)}</dd>
              </div>
            </dl>
          </Card>
          <Card title="Per book">
            <Table<BookRow>
              label="Sales per book"
              columns={[
                { id: 'title', name: 'Book', cell: (row) => row.book_title, isRowHeader: true },
                { id: 'quantity', name: 'Sold', cell: (row) => row.quantity },
                { id: 'returned', name: 'Returned', cell: (row) => row.returned },
                { id: 'revenue', name: 'Revenue', cell: (row) => formatRand(row.total_revenue) },
                {
                  id: 'royalties',
                  name: 'Royalties',
                  cell: (row) => formatRand(row.total_royalties),
                },
                { id: 'profit', name: 'Profit', cell: (row) => formatRand(row.profit) },
              ]}
              rows={books.map((book, index) => ({ ...book, id: book.book_id ?? `row-${index}` }))}
            />
          </Card>
          <Card title="Per month">
            <MonthlyChart months={months} />
            <Table<MonthRow>
              label="Sales per month"
              columns={[
                {
                  id: 'month',
                  name: 'Month',
                  cell: (row) => monthName(row.month),
                  isRowHeader: true,
                },
                { id: 'quantity', name: 'Sold', cell: (row) => row.quantity },
                { id: 'returned', name: 'Returned', cell: (row) => row.returned },
                { id: 'revenue', name: 'Revenue', cell: (row) => formatRand(row.total_revenue) },
                { id: 'profit', name: 'Profit', cell: (row) => formatRand(row.profit) },
              ]}
              rows={[...months].reverse().map((month) => ({ ...month, id: month.month }))}
            />
          </Card>
        </>
      )}
    </div>
  );
}
