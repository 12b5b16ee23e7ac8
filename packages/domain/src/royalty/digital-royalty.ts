import { onceOffCharges } from '../cart/once-off-charges.ts';
import type { PriceList } from '../catalogue/price-list.ts';
import type { Cents } from '../money/cents.ts';
import { applyRate } from '../money/rate.ts';
import { marketRoyalty } from './market-royalty.ts';
import { resultOf } from './result-of.ts';
import type { Market, RoyaltyInput, RoyaltyResult } from './royalty-types.ts';

type DigitalInput = Extract<RoyaltyInput, { format: 'ebook' | 'audiobook' }>;

/**
 * Ebook and audiobook royalty per market: the wholesale discount comes off the price
 * excluding VAT, the author gets the royalty share of what remains and the platform keeps
 * the rest ('platform-share'). Ebooks sell internationally only. One-off fees (upload,
 * ebook conversion, audiobook recording at a per-page narration rate) are paid once through
 * the cart with an ISBN registration (`onceOffCharges`), so they are reported as `oneOffCosts`
 * and `totalCost` (excluding VAT), not taken per copy.
 */
export function digitalRoyalty(input: DigitalInput, prices: PriceList): RoyaltyResult {
  const rule = prices[input.format];
  const listPrices: Record<Market, Cents | null> =
    input.format === 'ebook'
      ? { local: null, international: input.internationalPrice }
      : { local: input.localPrice, international: input.internationalPrice };
  const royaltyIn = (market: Market) => {
    const listPrice = listPrices[market];
    if (listPrice === null) return null;
    return marketRoyalty(
      {
        market,
        listPrice,
        pricesIncludeVat: prices[market].pricesIncludeVat,
        marketplaceDiscount: rule.wholesaleDiscount,
      },
      (afterDiscount) => [
        {
          part: 'platform-share',
          amount: afterDiscount - applyRate(afterDiscount, rule.royaltyShare),
        },
      ],
    );
  };
  const oneOffCosts = onceOffCharges(
    {
      format: input.format,
      isbnNeeded: input.isbnNeeded === true,
      recordedPages: input.format === 'audiobook' && input.recordingNeeded ? input.pages : null,
      services: new Set(
        input.format === 'ebook' && input.conversionNeeded ? ['epubConversion'] : [],
      ),
    },
    prices,
  );
  const total = oneOffCosts.reduce((sum, charge) => sum + charge.cost, 0);
  return resultOf(royaltyIn('local'), royaltyIn('international'), {
    costPerBook: 0,
    oneOffCosts,
    totalCost: { amount: total, currency: 'ZAR' },
  });
}
