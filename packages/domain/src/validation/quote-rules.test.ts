import { describe, expect, it } from 'vitest';
import { checkBulkBook } from '../csv/bulk-book.ts';
import { BULK_CSV_HEADERS } from '../csv/bulk-csv-headers.ts';
import { createGeneralInfoSchema } from './general-info.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  LINE_BREAK_MESSAGE,
  PAGES_EXCEED_PAPER_TYPE_MESSAGE,
} from './messages.ts';
import { quoteIssues, type WireQuote } from './quote-rules.ts';

// One book three ways: the wizard's form, a bulk CSV row and the quote the server receives.
const form = {
  title: 'The Long Road',
  bookFormat: 'print',
  isLocal: true,
  isInternational: true,
  genre: 'FIC000000',
  isbnNumberNeeded: false,
  isbnNumber: '9780306406157',
  numPages: '240',
  size: '152x229',
  bookHeight: '229',
  bookWidth: '152',
  orientation: 'portrait',
  color: 'B&W',
  coverFinish: 'Matt',
  paperSide: '42',
  localPaperType: '1',
  localCoverPaperType: '2',
  internationalPaperType: '3',
  internationalCoverPaperType: '4',
  bookPrice: '249.99',
  internationalBookPrice: '14.50',
  binding: 'perfect-bound',
};
const wire: WireQuote = {
  book_title: 'The Long Road',
  format_type: 'print',
  is_local: true,
  is_international: true,
  genre: 'FIC000000',
  isbn: '9780306406157',
  isbn_is_required: false,
  no_of_pages: 240,
  bind: 'perfect-bound',
  finish: 'Matt',
  height: 229,
  width: 152,
  local_price: 249.99,
  international_price: 14.5,
  l_paper_type_id: 1,
  l_cover_type_id: 2,
  i_paper_type_id: 3,
  i_cover_type_id: 4,
};
const csvRow = {
  ...Object.fromEntries(BULK_CSV_HEADERS.map((header) => [header, null])),
  ...wire,
};

/** The same broken book, as a change to the form and the same change on the wire. */
const broken: Array<[string, Partial<typeof form>, Partial<WireQuote>]> = [
  ['no title', { title: '' }, { book_title: '' }],
  ['a short title', { title: 'Ab' }, { book_title: 'Ab' }],
  [
    'no market',
    { isLocal: false, isInternational: false },
    { is_local: false, is_international: false },
  ],
  ['no local price', { bookPrice: '' }, { local_price: null }],
  ['a price with a third decimal', { bookPrice: '249.995' }, { local_price: 249.995 }],
  ['too few pages', { numPages: '12' }, { no_of_pages: 12 }],
  ['too many pages', { numPages: '1300' }, { no_of_pages: 1300 }],
  [
    'saddle stitch over 96',
    { binding: 'saddle-stitch', numPages: '120' },
    { bind: 'saddle-stitch', no_of_pages: 120 },
  ],
  ['a wrong check digit', { isbnNumber: '9780306406158' }, { isbn: '9780306406158' }],
  ['no binding', { binding: '' }, { bind: null }],
  ['no height', { bookHeight: '' }, { height: null }],
  ['no local paper', { localPaperType: '' }, { l_paper_type_id: null }],
  ['no international cover', { internationalCoverPaperType: '' }, { i_cover_type_id: null }],
];

const messagesOf = (issues: Array<{ message: string }>) =>
  issues.map((issue) => issue.message).sort();

describe('one book, one set of rules', () => {
  it('finds nothing wrong with the same good book anywhere', () => {
    expect(createGeneralInfoSchema({}).safeParse(form).success).toBe(true);
    expect(checkBulkBook(csvRow).ok).toBe(true);
    expect(quoteIssues(wire)).toEqual([]);
  });

  it.each(broken)(
    'gives %s the same message in the wizard, the CSV and the quote',
    (_, formChange, wireChange) => {
      const fromWizard = createGeneralInfoSchema({}).safeParse({ ...form, ...formChange });
      const fromCsv = checkBulkBook({ ...csvRow, ...wireChange });
      const fromQuote = quoteIssues({ ...wire, ...wireChange });
      expect(fromWizard.success).toBe(false);
      expect(fromCsv.ok).toBe(false);
      const wizardMessages = messagesOf(fromWizard.error?.issues ?? []);
      expect(wizardMessages).toEqual(messagesOf(fromQuote));
      expect(fromCsv.ok ? [] : [...fromCsv.reasons].sort()).toEqual(messagesOf(fromQuote));
    },
  );

  it('says what is wrong with a title that is not typed text', () => {
    expect(quoteIssues({ ...wire, book_title: 'The Long\u0000Road' })).toEqual([
      { field: 'book_title', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(quoteIssues({ ...wire, book_title: 'The Long\nRoad' })).toEqual([
      { field: 'book_title', message: LINE_BREAK_MESSAGE },
    ]);
  });

  it("checks a print book's pages against its paper when the price list is known", () => {
    const paperTypes = [{ id: 1, maxPage: 200 }];
    expect(quoteIssues(wire, { paperTypes })).toEqual([
      { field: 'no_of_pages', message: PAGES_EXCEED_PAPER_TYPE_MESSAGE },
    ]);
  });
});
