import { onceOffCharges } from '../cart/once-off-charges.ts';
import type { PriceList } from '../catalogue/price-list.ts';
import { marketRoyalty } from './market-royalty.ts';
import { resultOf } from './result-of.ts';
import type {
  CostLine,
  Market,
  MarketRoyalty,
  RoyaltyInput,
  RoyaltyResult,
} from './royalty-types.ts';

type PrintInput = Extract<RoyaltyInput, { format: 'print' }>;
type Problem = Exclude<RoyaltyResult, { status: 'ok' | 'negative-royalty' }>;

/**
 * Print royalty per market: price excl VAT - marketplace discount - print cost, where the
 * print cost is pages x per-page cost (colour or black-and-white) + cover + binding + each
 * chosen option, all from that market's part of the price list.
 */
export function printRoyalty(input: PrintInput, prices: PriceList): RoyaltyResult {
  const markets: Market[] = ['local', 'international'];
  const royalties: Partial<Record<Market, MarketRoyalty>> = {};
  for (const market of markets) {
    const choice = input[market];
    if (!choice) continue;
    const costs = printCosts(input, market, choice.paperTypeId, choice.coverTypeId, prices);
    if (!Array.isArray(costs)) return costs;
    const table = prices[market];
    royalties[market] = marketRoyalty(
      { market, listPrice: choice.price, ...pick(table) },
      () => costs,
    );
  }
  const local = royalties.local ?? null;
  const international = royalties.international ?? null;
  const perBook = local ?? international;
  return resultOf(local, international, {
    costPerBook: perBook?.costTotal ?? 0,
    oneOffCosts: onceOffCharges(
      {
        format: 'print',
        isbnNeeded: input.isbnNeeded === true,
        recordedPages: null,
        services: new Set(),
      },
      prices,
    ),
    totalCost: { amount: perBook?.costTotal ?? 0, currency: perBook?.currency ?? 'ZAR' },
  });
}

function pick(table: PriceList['local']) {
  return {
    pricesIncludeVat: table.pricesIncludeVat,
    marketplaceDiscount: table.marketplaceDiscount,
  };
}

function printCosts(
  input: PrintInput,
  market: Market,
  paperTypeId: number,
  coverTypeId: number,
  prices: PriceList,
): CostLine[] | Problem {
  const table = prices[market];
  const paper = table.paperTypes.find((entry) => entry.id === paperTypeId);
  if (!paper) return { status: 'unknown-choice', market, choice: 'paper-type', id: paperTypeId };
  const cover = table.coverTypes.find((entry) => entry.id === coverTypeId);
  if (!cover) return { status: 'unknown-choice', market, choice: 'cover-type', id: coverTypeId };
  const binding = table.bindings.find((entry) => entry.id === input.bindingId);
  if (!binding) return { status: 'unknown-choice', market, choice: 'binding', id: input.bindingId };
  if (input.pages > paper.maxPage) {
    return {
      status: 'page-limit-exceeded',
      market,
      limitedBy: 'paper-type',
      pages: input.pages,
      maxPages: paper.maxPage,
    };
  }
  if (binding.maxPages !== null && input.pages > binding.maxPages) {
    return {
      status: 'page-limit-exceeded',
      market,
      limitedBy: 'binding',
      pages: input.pages,
      maxPages: binding.maxPages,
    };
  }
  const perPage = input.colour === 'Colo' ? paper.perPageColour : paper.perPageBw;
  const { options } = table;
  const optionCosts: CostLine[] = [
    { part: 'duplex', amount: options.duplexPerBook },
    { part: 'softTouchMattLamination', amount: options.softTouchPerCover },
    { part: 'spiralBound', amount: options.spiralPerBook },
    { part: 'perforation', amount: options.perforationPerBook },
    { part: 'spotUv', amount: options.spotUvPerCover },
  ];
  return [
    { part: 'interior', amount: input.pages * perPage },
    { part: 'cover', amount: cover.perCover },
    { part: 'binding', amount: binding.perBook },
    ...optionCosts.filter((line) => input.options[line.part as keyof PrintInput['options']]),
  ];
}
