import { z } from 'zod';
import { requiredText } from './field-rules.ts';
import { signingFields } from './signing-fields.ts';

const CHOOSE_BOOK = 'Please choose a book';

/** Re-signing a changed contract: a chosen renewal book, then a full signing. */
export const resignSchema = z.object({
  bookId: z.union([z.number().int().positive(CHOOSE_BOOK), requiredText(CHOOSE_BOOK)], {
    error: CHOOSE_BOOK,
  }),
  ...signingFields,
});

export type Resign = z.infer<typeof resignSchema>;
