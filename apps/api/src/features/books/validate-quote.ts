import { BULK_CSV_HEADERS, checkBulkBook } from '@pod-portal/domain';
import type { FieldError } from '../../http/api-error.ts';
import type { QuoteBook, QuotePayload } from './quote-payload.ts';

export type QuoteCheck = { ok: true; book: QuoteBook } | { ok: false; errors: FieldError[] };

/**
 * The general-info rules a quote must pass, as the domain words them: the quote carries the
 * fields of a bulk CSV row, so it is checked by the same rules. Fields the payload leaves
 * out count as empty; the CSV's second spelling `heavyGraphics` follows `heavy_graphics`.
 */
export function validateQuote(payload: QuotePayload): QuoteCheck {
  const empty = Object.fromEntries(BULK_CSV_HEADERS.map((header) => [header, null]));
  const checked = checkBulkBook({
    ...empty,
    ...payload,
    heavyGraphics: payload.heavy_graphics ?? null,
  });
  return checked.ok
    ? { ok: true, book: { ...checked.book, color: payload.color ?? null } }
    : { ok: false, errors: checked.issues };
}
