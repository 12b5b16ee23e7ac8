import { type PriceList, type RoyaltyInput, toRoyaltyInput } from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';
import { toRoyaltyPayload } from './royalty-payload.ts';

/**
 * The draft as the domain's royalty calculation takes it: its payload read by the domain's
 * one reading (the server's), so the breakdown adds up to the server's figures. Null until
 * the format, the page count and every figure the calculation needs are chosen (the payload
 * sends no pages as 0 and no format as print, which the calculation must not see).
 */
export function draftRoyaltyInput(draft: BookDraft, prices: PriceList): RoyaltyInput | null {
  if (draft.format === null || draft.numPages === null) return null;
  const result = toRoyaltyInput(draft.format, toRoyaltyPayload(draft), prices);
  return result.ok ? result.input : null;
}
