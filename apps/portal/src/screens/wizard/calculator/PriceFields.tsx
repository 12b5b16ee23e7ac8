import { MoneyField } from '@pod-portal/ui';
import type { BookDraft } from '../drafts/book-draft.ts';
import type { FieldErrors } from '../general-info/general-info-errors.ts';
import { PRICE_FIELDS_BY_MARKET } from './price-fields.ts';
import { priceAmount } from './royalty-payload.ts';

interface PriceFieldsProps {
  draft: BookDraft;
  patch: (fields: Partial<BookDraft>) => void;
  isLocal: boolean;
  isInternational: boolean;
  /** The prices' messages, once the author tried to continue. */
  errors: FieldErrors | undefined;
}

/** The book's price in each market it is sold in. */
export function PriceFields({ draft, patch, isLocal, isInternational, errors }: PriceFieldsProps) {
  const markets = [
    isLocal && PRICE_FIELDS_BY_MARKET.local,
    isInternational && PRICE_FIELDS_BY_MARKET.international,
  ].filter((market) => market !== false);
  return markets.map(({ label, currency, draftField, errorField }) => {
    const error = errors?.[errorField];
    return (
      <MoneyField
        key={draftField}
        label={label}
        currency={currency}
        value={priceAmount(draft[draftField])}
        onChange={(amount) => patch({ [draftField]: amount === null ? '' : amount.toFixed(2) })}
        isInvalid={error !== undefined}
        errorMessage={error}
        validationBehavior="aria"
      />
    );
  });
}
