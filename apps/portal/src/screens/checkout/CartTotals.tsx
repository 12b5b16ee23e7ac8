import type { CartTotals as Totals } from '@pod-portal/domain';
import { rand } from './rand.ts';

/** The cart's totals: excluding and including VAT, the coupon, the balance and what is payable. */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="app-details" aria-label="Totals">
      <dt>Total excluding VAT</dt>
      <dd>{rand(totals.totalExcludingVat)}</dd>
      <dt>VAT (15%)</dt>
      <dd>{rand(totals.vat)}</dd>
      <dt>Total including VAT</dt>
      <dd>{rand(totals.totalIncludingVat)}</dd>
      {totals.couponDeduction > 0 && (
        <>
          <dt>Coupon</dt>
          <dd>- {rand(totals.couponDeduction)}</dd>
        </>
      )}
      <dt>Balance</dt>
      <dd>{rand(totals.balance)}</dd>
      <dt>Payable</dt>
      <dd className="app-checkout__payable">{rand(totals.payable)}</dd>
    </dl>
  );
}
