import type { OnceOffCharge } from '../cart/once-off-charges.ts';
import type { BindingId } from '../catalogue/bindings.ts';
import type { ColourType } from '../catalogue/colour-types.ts';
import type { PrintOptionId } from '../catalogue/print-options.ts';
import type { Cents } from '../money/cents.ts';
import type { Currency } from '../money/format-money.ts';

export type Market = 'local' | 'international';

/** What the author chose for one market of a print book; the price is the list price. */
export interface PrintMarketChoice {
  price: Cents;
  paperTypeId: number;
  coverTypeId: number;
}

/**
 * The book's choices the royalty depends on (what /user/realtimeroyalty receives), and whether
 * an ISBN is to be registered for it (a once-off fee).
 */
export type RoyaltyInput = (
  | {
      format: 'print';
      pages: number;
      colour: ColourType;
      bindingId: BindingId;
      local: PrintMarketChoice | null;
      international: PrintMarketChoice | null;
      options: Record<PrintOptionId, boolean>;
    }
  | { format: 'ebook'; internationalPrice: Cents; conversionNeeded: boolean }
  | {
      format: 'audiobook';
      pages: number;
      localPrice: Cents | null;
      internationalPrice: Cents | null;
      recordingNeeded: boolean;
    }
) & { isbnNeeded?: boolean };

/** One named cost of a copy: a print part (interior, cover, binding, an option) or a platform share. */
export interface CostLine {
  part: 'interior' | 'cover' | 'binding' | PrintOptionId | 'platform-share';
  amount: Cents;
}

/**
 * The royalty of one copy sold in one market, with every step. Exact to the cent:
 * `listPrice = vat + priceExcludingVat` and
 * `priceExcludingVat = marketplaceDiscount + costTotal + royalty`.
 */
export interface MarketRoyalty {
  market: Market;
  currency: Currency;
  listPrice: Cents;
  vat: Cents;
  priceExcludingVat: Cents;
  marketplaceDiscount: Cents;
  costs: CostLine[];
  costTotal: Cents;
  royalty: Cents;
}

/** What a book costs its author beside the per-copy split. */
export interface RoyaltyCosts {
  /** Print: the cost of printing one copy. Ebook and audiobook: 0 (nothing is printed). */
  costPerBook: Cents;
  /**
   * Fees paid once, through the cart, in rand excluding VAT (`onceOffCharges`): an ISBN
   * registration (any format); ebook and audiobook also upload, conversion, recording.
   */
  oneOffCosts: OnceOffCharge[];
  /**
   * The answer's totalCost: print cost per book (local if sold locally), else the once-off fees
   * (the ISBN registration among them).
   */
  totalCost: { amount: Cents; currency: Currency };
}

/** Royalties of a book; problems are values, never exceptions. */
export type RoyaltyResult =
  | (RoyaltyCosts & {
      /** 'negative-royalty' when a market's royalty is below 0 (the portal blocks with a modal). */
      status: 'ok' | 'negative-royalty';
      local: MarketRoyalty | null;
      international: MarketRoyalty | null;
    })
  | {
      /** More pages than the paper type or binding holds: the server answers B12. */
      status: 'page-limit-exceeded';
      market: Market;
      limitedBy: 'paper-type' | 'binding';
      pages: number;
      maxPages: number;
    }
  | {
      /** A paper type, cover type or binding id the price list does not have. */
      status: 'unknown-choice';
      market: Market;
      choice: 'paper-type' | 'cover-type' | 'binding';
      id: number | string;
    };
