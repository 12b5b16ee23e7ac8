import { z } from 'zod';
import {
  BINDINGS,
  BOOK_FORMATS,
  COLOUR_TYPES,
  COVER_FINISHES,
  type PaperType,
  SADDLE_STITCH_MAX_PAGES,
} from '../catalogue/index.ts';
import { parsePrice } from '../money/index.ts';
import { bisacCodeField } from './bisac-code-field.ts';
import { contributorSchema } from './contributor.ts';
import { PERSON_NAME_PATTERN, requiredText } from './field-rules.ts';
import { isbnMessage } from './isbn-message.ts';
import {
  ENTER_PRICE_MESSAGE,
  NEGATIVE_ROYALTY_MESSAGE,
  PAGES_EXCEED_PAPER_TYPE_MESSAGE,
  SADDLE_STITCH_PAGES_MESSAGE,
  SELECT_BINDING_MESSAGE,
  SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  SELECT_LOCAL_COVER_TYPE_MESSAGE,
  SELECT_LOCAL_PAPER_TYPE_MESSAGE,
  SELECT_SALES_REGION_MESSAGE,
} from './messages.ts';

export const MIN_PAGES = 18;
export const MAX_PAGES_NON_EBOOK = 1200;

/** What the general-info rules need besides the form: the paper types' page limits. */
export type GeneralInfoContext = {
  paperTypes: readonly Pick<PaperType, 'id' | 'maxPage'>[];
  /** The live royalty estimate, when there is one; only its sign matters. */
  estimatedRoyalties?: { local?: number; international?: number };
};

const optionalText = z.string().trim().optional();
// Number fields arrive as typed text from the form, or as numbers from a stored draft.
const optionalNumeric = z.union([z.string(), z.number()]).optional();

const asText = (value: string | number | undefined) => String(value ?? '').trim();

type Issue = (path: string, message: string) => void;

// Zod skips an object's refinements once one of its field rules has failed, so an empty form
// was told only about its title and format. The title and format are checked with the other
// rules, which tolerate missing or mistyped fields and run on any object: every required field
// is flagged at once.
const everyRuleAtOnce = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
const TITLE_RULE = requiredText('Please enter a title for your book')
  .min(3, 'Title must be at least 3 characters long')
  .max(49, 'Title must be less than 50 characters long');
const FORMAT_RULE = z.enum(BOOK_FORMATS);

/**
 * The wizard's general info (book details) for a set of paper types. Rules that depend on
 * the format, the markets or the paper chosen are checked together after the field rules.
 */
export function createGeneralInfoSchema(context: GeneralInfoContext) {
  const maxPageOf = (id: string | number | undefined) =>
    context.paperTypes.find((paper) => String(paper.id) === asText(id))?.maxPage;

  return z
    .object({
      // Checked with the rules below (a failing field rule would stop them).
      title: z.unknown(),
      bookFormat: z.unknown(),
      isLocal: z.boolean(),
      isInternational: z.boolean(),
      genre: optionalText,
      bisacCode: bisacCodeField,
      author: optionalText,
      contributors: z.array(contributorSchema).optional(),
      isbnNumberNeeded: z.boolean(),
      isbnNumber: optionalText,
      numPages: optionalNumeric,
      size: optionalText,
      bookHeight: optionalNumeric,
      bookWidth: optionalNumeric,
      orientation: optionalText,
      color: optionalText,
      coverFinish: optionalText,
      paperSide: optionalNumeric,
      localPaperType: optionalNumeric,
      localCoverPaperType: optionalNumeric,
      internationalPaperType: optionalNumeric,
      internationalCoverPaperType: optionalNumeric,
      bookPrice: optionalNumeric,
      internationalBookPrice: optionalNumeric,
      binding: optionalText,
    })
    .superRefine((book, ctx) => {
      const issue: Issue = (path, message) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const isPrint = book.bookFormat === 'print';
      const title = TITLE_RULE.safeParse(book.title);
      if (!title.success) issue('title', title.error.issues[0]?.message ?? '');
      if (!FORMAT_RULE.safeParse(book.bookFormat).success) {
        issue('bookFormat', 'Please select a format for your book');
      }

      if (!book.isLocal && !book.isInternational) {
        issue('isLocal', SELECT_SALES_REGION_MESSAGE);
      } else if (book.isLocal && book.bookFormat === 'ebook') {
        issue('isLocal', 'Ebooks are sold internationally only');
      }
      if (!book.genre) issue('genre', 'Please select a genre for your book');
      if (book.bookFormat === 'ebook' && !PERSON_NAME_PATTERN.test(book.author ?? '')) {
        issue('author', 'Please enter a valid author for your book');
      }
      const isbnProblem = book.isbnNumberNeeded ? undefined : isbnMessage(book.isbnNumber ?? '');
      if (isbnProblem) issue('isbnNumber', isbnProblem);

      const pagesText = asText(book.numPages);
      const pages = Number(pagesText);
      if (!/^\d+$/.test(pagesText)) {
        issue('numPages', 'Please enter the number of pages of your book');
      } else if (pages < MIN_PAGES) {
        issue('numPages', 'Local and International books require at least 18 pages');
      } else if (book.bookFormat !== 'ebook' && pages > MAX_PAGES_NON_EBOOK) {
        issue('numPages', 'Books can have at most 1200 pages');
      } else if (isPrint && book.binding === 'saddle-stitch' && pages > SADDLE_STITCH_MAX_PAGES) {
        issue('numPages', SADDLE_STITCH_PAGES_MESSAGE);
      } else if (isPrint && exceedsPaper(pages, book, maxPageOf)) {
        issue('numPages', PAGES_EXCEED_PAPER_TYPE_MESSAGE);
      }

      if (isPrint) checkPrintSpecification(book, issue);
      checkPrice(
        book.isLocal,
        book.bookPrice,
        context.estimatedRoyalties?.local,
        'bookPrice',
        issue,
      );
      checkPrice(
        book.isInternational,
        book.internationalBookPrice,
        context.estimatedRoyalties?.international,
        'internationalBookPrice',
        issue,
      );
    }, everyRuleAtOnce);
}

type PaperChoice = {
  isLocal: boolean;
  isInternational: boolean;
  localPaperType?: string | number;
  internationalPaperType?: string | number;
};

function exceedsPaper(
  pages: number,
  book: PaperChoice,
  maxPageOf: (id: string | number | undefined) => number | undefined,
): boolean {
  const limits = [
    book.isLocal ? maxPageOf(book.localPaperType) : undefined,
    book.isInternational ? maxPageOf(book.internationalPaperType) : undefined,
  ];
  return limits.some((limit) => limit !== undefined && pages > limit);
}

type PrintSpecification = PaperChoice & {
  size?: string;
  binding?: string;
  bookHeight?: string | number;
  bookWidth?: string | number;
  orientation?: string;
  color?: string;
  coverFinish?: string;
  paperSide?: string | number;
  localCoverPaperType?: string | number;
  internationalCoverPaperType?: string | number;
};

const ORIENTATIONS: readonly string[] = ['portrait', 'landscape', 'square'];

function checkPrintSpecification(book: PrintSpecification, issue: Issue): void {
  const isPositive = (value: string | number | undefined) => Number(asText(value)) > 0;
  if (!book.size) issue('size', 'Please select the dimensions of your book');
  if (!isPositive(book.bookHeight)) issue('bookHeight', 'Please enter the height of your book');
  if (!isPositive(book.bookWidth)) issue('bookWidth', 'Please enter the width of your book');
  if (!ORIENTATIONS.includes(book.orientation ?? '')) {
    issue('orientation', 'Please select the orientation of your book');
  }
  if (!(COLOUR_TYPES as readonly string[]).includes(book.color ?? '')) {
    issue('color', 'Please select the colour of your book');
  }
  if (!(COVER_FINISHES as readonly string[]).includes(book.coverFinish ?? '')) {
    issue('coverFinish', 'Please select a cover finish for your book');
  }
  if (!BINDINGS.some((binding) => binding.id === book.binding)) {
    issue('binding', SELECT_BINDING_MESSAGE);
  }
  if (asText(book.paperSide) === '')
    issue('paperSide', 'Please select the paper side of your book');
  const required = (
    chosen: boolean,
    value: string | number | undefined,
    path: string,
    message: string,
  ) => {
    if (chosen && asText(value) === '') issue(path, message);
  };
  required(book.isLocal, book.localPaperType, 'localPaperType', SELECT_LOCAL_PAPER_TYPE_MESSAGE);
  required(
    book.isLocal,
    book.localCoverPaperType,
    'localCoverPaperType',
    SELECT_LOCAL_COVER_TYPE_MESSAGE,
  );
  required(
    book.isInternational,
    book.internationalPaperType,
    'internationalPaperType',
    SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  );
  required(
    book.isInternational,
    book.internationalCoverPaperType,
    'internationalCoverPaperType',
    SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  );
}

function checkPrice(
  chosen: boolean,
  price: string | number | undefined,
  royalty: number | undefined,
  path: string,
  issue: Issue,
): void {
  if (!chosen) return;
  const parsed = parsePrice(asText(price));
  if (!parsed.ok) {
    issue(
      path,
      parsed.reason === 'empty'
        ? ENTER_PRICE_MESSAGE
        : 'Please enter a valid price - up to 8 digits and 2 decimals',
    );
  } else if (royalty !== undefined && royalty < 0) {
    issue(path, NEGATIVE_ROYALTY_MESSAGE);
  }
}

export type GeneralInfo = z.infer<ReturnType<typeof createGeneralInfoSchema>>;
