import {
  basisPointsToPercent,
  computeRoyalty,
  formatMoney,
  type MarketRoyalty,
  type PriceList,
} from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';
import { bookGeometry } from '../drafts/book-geometry.ts';
import { COST_PART_NAMES } from './cost-part-names.ts';
import { draftRoyaltyInput } from './royalty-input.ts';

/**
 * Where every rand or dollar of the price goes, line by line, computed by the domain's royalty
 * rules on the served price list (the same figures the server answers), with the spine width
 * and the flat cover size of a print book.
 */
export function RoyaltyBreakdown({ draft, prices }: { draft: BookDraft; prices: PriceList }) {
  const input = draftRoyaltyInput(draft, prices);
  if (!input) return null;
  const result = computeRoyalty(input, prices);
  if (result.status !== 'ok' && result.status !== 'negative-royalty') return null;
  return (
    <section className="wizard-breakdown" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title">Where your price goes</h3>
      {[result.local, result.international].map(
        (entry) =>
          entry && (
            <MarketBreakdown
              key={entry.market}
              entry={entry}
              discount={
                input.format === 'print'
                  ? {
                      name: 'Marketplace discount',
                      rate: prices[entry.market].marketplaceDiscount,
                    }
                  : { name: 'Wholesale discount', rate: prices[input.format].wholesaleDiscount }
              }
            />
          ),
      )}
      {result.oneOffCosts.length > 0 && (
        <table className="wizard-table">
          <caption>Once-off costs</caption>
          <tbody>
            {result.oneOffCosts.map((charge) => (
              <tr key={charge.service}>
                <th scope="row">{charge.name}</th>
                <td>{formatMoney(charge.cost, 'ZAR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {draft.format === 'print' && <PrintGeometry draft={draft} prices={prices} />}
    </section>
  );
}

interface MarketBreakdownProps {
  entry: MarketRoyalty;
  /** What comes off the price excluding VAT first, and its rate in basis points. */
  discount: { name: string; rate: number };
}

function MarketBreakdown({ entry, discount }: MarketBreakdownProps) {
  const money = (cents: number) => formatMoney(cents, entry.currency);
  const title = entry.market === 'local' ? 'Sold locally' : 'Sold internationally';
  return (
    <table className="wizard-table" data-testid={`breakdown-${entry.market}`}>
      <caption>{title}</caption>
      <tbody>
        <tr>
          <th scope="row">Your price</th>
          <td>{money(entry.listPrice)}</td>
        </tr>
        {entry.vat > 0 && (
          <tr>
            <th scope="row">VAT (15%)</th>
            <td>-{money(entry.vat)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Price excluding VAT</th>
          <td>{money(entry.priceExcludingVat)}</td>
        </tr>
        <tr>
          <th scope="row">
            {discount.name} ({basisPointsToPercent(discount.rate)}%)
          </th>
          <td>-{money(entry.marketplaceDiscount)}</td>
        </tr>
        {entry.costs.map((line) => (
          <tr key={line.part}>
            <th scope="row">{COST_PART_NAMES[line.part]}</th>
            <td>-{money(line.amount)}</td>
          </tr>
        ))}
        <tr className="wizard-table__total">
          <th scope="row">Your royalty per book</th>
          <td>{money(entry.royalty)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function PrintGeometry({ draft, prices }: { draft: BookDraft; prices: PriceList }) {
  const geometry = bookGeometry(draft, prices);
  if (!geometry) return null;
  return (
    <dl className="wizard-summary">
      <dt>Spine width</dt>
      <dd>{geometry.spineMm} mm</dd>
      <dt>Cover size (with 3 mm bleed)</dt>
      <dd>
        {geometry.cover.widthMm} x {geometry.cover.heightMm} mm
      </dd>
    </dl>
  );
}
