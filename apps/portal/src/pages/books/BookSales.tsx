import { formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';

type SalesSummary = components['schemas']['SalesSummary'];

const rand = (amount: number) => formatMoney(toCents(amount) ?? 0, 'ZAR');

/** The book's sales summary. */
export function BookSales({ sales }: { sales: SalesSummary }) {
  return (
    <dl className="app-details">
      <div className="app-details__row">
        <dt>Copies sold</dt>
        <dd>{sales.quantity}</dd>
      </div>
      <div className="app-details__row">
        <dt>Returned</dt>
        <dd>{sales.returned}</dd>
      </div>
      <div className="app-details__row">
        <dt>Total revenue</dt>
        <dd>{rand(sales.total_revenue)}</dd>
      </div>
      <div className="app-details__row">
        <dt>Total royalties</dt>
        <dd>{rand(sales.total_royalties)}</dd>
      </div>
      <div className="app-details__row">
        <dt>Profit</dt>
        <dd>{rand(sales.profit)}</dd>
      </div>
    </dl>
  );
}
