import { createGeneralInfoSchema, type GeneralInfoContext } from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';

/** The field a message belongs to (the domain schema's field names), to its first message. */
export type FieldErrors = Partial<Record<string, string>>;

/** The fields of the calculator page; the details page is checked without them. */
export const PRICE_FIELDS = ['bookPrice', 'internationalBookPrice'];

/** The draft checked by the domain's general-info rules, first message per field. */
export function generalInfoErrors(draft: BookDraft, context: GeneralInfoContext): FieldErrors {
  const result = createGeneralInfoSchema(context).safeParse({
    title: draft.title,
    bookFormat: draft.format ?? undefined,
    isLocal: draft.isLocal,
    isInternational: draft.isInternational,
    genre: draft.genre ?? '',
    bisacCode: draft.bisacCode,
    author: draft.author,
    contributors: draft.format === 'ebook' ? draft.contributors : [],
    isbnNumberNeeded: draft.isbnNeeded,
    isbnNumber: draft.isbn,
    numPages: draft.numPages ?? '',
    size: draft.size ?? '',
    bookHeight: draft.height ?? '',
    bookWidth: draft.width ?? '',
    orientation: draft.orientation ?? '',
    color: draft.colour ?? '',
    coverFinish: draft.coverFinish ?? '',
    paperSide: draft.paperSide,
    localPaperType: draft.localPaperType ?? '',
    localCoverPaperType: draft.localCoverPaperType ?? '',
    internationalPaperType: draft.internationalPaperType ?? '',
    internationalCoverPaperType: draft.internationalCoverPaperType ?? '',
    bookPrice: draft.localPrice,
    internationalBookPrice: draft.internationalPrice,
    binding: draft.binding ?? '',
  });
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, index] = issue.path;
    // A contributor's message belongs to the contributors list as a whole.
    const field = first === 'contributors' && index !== undefined ? 'contributors' : String(first);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A field's props for its message in `errors` (none when it has none). */
export function invalidProps(errors: FieldErrors, field: string) {
  return {
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    validationBehavior: 'aria' as const,
  };
}
