import type { components } from '@pod-portal/sdk';
import { formatRand } from '../../lib/format-rand.ts';

type SalesSummary = components['schemas']['SalesSummary'];

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
        <dd>{formatRand(sales.total_revenue)}</dd>
      </div>
      <div className="app-details__row">
        <dt>Total royalties</dt>
        <dd>{formatRand(sales.total_royalties)}</dd>
      </div>
      <div className="app-details__row">
        <dt>Profit</dt>
        <dd>{formatRand(sales.profit)}</dd>
      </div>
    </dl>
  );
}
