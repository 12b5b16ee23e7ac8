import type { BookFormat } from '../catalogue/book-formats.ts';
import type { PriceList } from '../catalogue/price-list.ts';
import { toCents } from '../money/cents.ts';
import {
  ENTER_PRICE_MESSAGE,
  SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  SELECT_LOCAL_COVER_TYPE_MESSAGE,
  SELECT_LOCAL_PAPER_TYPE_MESSAGE,
  SELECT_SALES_REGION_MESSAGE,
} from '../validation/messages.ts';
import type { RoyaltyPayload } from './royalty-payload.ts';
import type { Market, PrintMarketChoice, RoyaltyInput } from './royalty-types.ts';

/** One field's problem in the payload: its wire name and the product's message. */
interface FieldError {
  field: string;
  message: string;
}

export type RoyaltyInputResult =
  | { ok: true; input: RoyaltyInput }
  | { ok: false; errors: FieldError[] };

const FIELDS = {
  local: {
    price: 'local_price',
    paper: 'l_paper_type_id',
    cover: 'l_cover_type_id',
    paperMessage: SELECT_LOCAL_PAPER_TYPE_MESSAGE,
    coverMessage: SELECT_LOCAL_COVER_TYPE_MESSAGE,
  },
  international: {
    price: 'international_price',
    paper: 'i_paper_type_id',
    cover: 'i_cover_type_id',
    paperMessage: SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
    coverMessage: SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  },
} as const;

function priceOf(payload: RoyaltyPayload, market: Market, errors: FieldError[]): number | null {
  const field = FIELDS[market].price;
  const value = payload[field];
  const price = value === null || value === undefined ? null : toCents(value);
  if (price === null) errors.push({ field, message: ENTER_PRICE_MESSAGE });
  return price;
}

/**
 * One market's print choice: its price, and a paper and cover type the stored price list
 * has for that market (an id it does not know is as good as no choice).
 */
function printChoice(
  payload: RoyaltyPayload,
  market: Market,
  prices: PriceList,
  errors: FieldError[],
): PrintMarketChoice | null {
  const fields = FIELDS[market];
  const price = priceOf(payload, market, errors);
  const paperTypeId = payload[fields.paper];
  const coverTypeId = payload[fields.cover];
  const paper = prices[market].paperTypes.find((entry) => entry.id === paperTypeId);
  const cover = prices[market].coverTypes.find((entry) => entry.id === coverTypeId);
  if (!paper) errors.push({ field: fields.paper, message: fields.paperMessage });
  if (!cover) errors.push({ field: fields.cover, message: fields.coverMessage });
  return price === null || !paper || !cover
    ? null
    : { price, paperTypeId: paper.id, coverTypeId: cover.id };
}

/**
 * The calculator's wire payload as the royalty input, or the fields that keep it from being
 * one: the one reading of the choices and their defaults (B&W, perfect bound, no ebook
 * conversion) for the server's estimate and quote. Ebooks sell internationally only, whatever `is_local` says; a market not chosen is
 * left out. Print options are one set for both markets in the domain, so duplex is on when
 * either market asks for it.
 */
export function toRoyaltyInput(
  format: BookFormat,
  payload: RoyaltyPayload,
  prices: PriceList,
): RoyaltyInputResult {
  const errors: FieldError[] = [];
  const local = payload.is_local && format !== 'ebook';
  const international = payload.is_international || format === 'ebook';
  if (!local && !international) {
    return {
      ok: false,
      errors: [{ field: 'is_local', message: SELECT_SALES_REGION_MESSAGE }],
    };
  }
  let input: RoyaltyInput;
  if (format === 'print') {
    input = {
      format,
      pages: payload.no_of_pages,
      colour: payload.color ?? 'B&W',
      bindingId: payload.bind ?? 'perfect-bound',
      local: local ? printChoice(payload, 'local', prices, errors) : null,
      international: international ? printChoice(payload, 'international', prices, errors) : null,
      options: {
        duplex: Boolean(payload.duplex_needed || payload.i_duplex_covered),
        softTouchMattLamination: Boolean(payload.soft_touch_matt_lamination),
        spiralBound: Boolean(payload.spiral_bound),
        perforation: Boolean(payload.perforation),
        spotUv: Boolean(payload.spot_uv),
      },
    };
  } else if (format === 'ebook') {
    input = {
      format,
      internationalPrice: priceOf(payload, 'international', errors) ?? 0,
      conversionNeeded: false,
    };
  } else {
    input = {
      format,
      pages: payload.no_of_pages,
      localPrice: local ? priceOf(payload, 'local', errors) : null,
      internationalPrice: international ? priceOf(payload, 'international', errors) : null,
      recordingNeeded: Boolean(payload.recording_needed),
    };
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, input: { ...input, isbnNeeded: Boolean(payload.isbn_is_required) } };
}
