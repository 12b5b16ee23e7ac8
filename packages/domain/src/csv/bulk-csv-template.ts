import { isbn13CheckDigit } from '../reference/isbn13.ts';
import { BULK_CSV_HEADERS, type BulkCsvHeader } from './bulk-csv-headers.ts';
import { toCsv } from './csv-export.ts';

type ExampleRow = Record<BulkCsvHeader, string | number | boolean | null>;

/** The CSV template to download: the header row only. */
export function bulkCsvTemplate(): string {
  return toCsv([BULK_CSV_HEADERS]);
}

const PRINT_EXAMPLE: ExampleRow = {
  barcode_is_required: false,
  bind: 'perfect-bound',
  book_title: 'The Karoo Sky',
  duplex_needed: false,
  finish: 'Matt',
  format_type: 'print',
  gender: null,
  genre: 'FIC000000',
  heavyGraphics: false,
  heavy_graphics: false,
  height: 229,
  i_cover_type_id: 1,
  i_duplex_covered: false,
  i_paper_type_id: 1,
  international_price: 15.99,
  is_international: true,
  is_local: true,
  isbn: '9780306406157',
  isbn_is_required: false,
  l_cover_type_id: 1,
  l_paper_type_id: 1,
  local_price: 250,
  nationality: null,
  no_of_pages: 200,
  perforation: false,
  recording_needed: false,
  soft_touch_matt_lamination: false,
  spine_id: 105,
  spiral_bound: false,
  spot_uv: false,
  voiceover_id: null,
  width: 152,
};

const EBOOK_EXAMPLE: ExampleRow = {
  ...PRINT_EXAMPLE,
  bind: null,
  book_title: 'Cape Town Stories',
  finish: null,
  format_type: 'ebook',
  height: null,
  i_cover_type_id: null,
  i_paper_type_id: null,
  international_price: 4.99,
  is_local: false,
  isbn: null,
  isbn_is_required: true,
  l_cover_type_id: null,
  l_paper_type_id: null,
  local_price: null,
  width: null,
};

/**
 * An example bulk CSV with `count` valid rows, alternating a print book and an ebook, each
 * with a distinct title (and the print books distinct valid ISBNs) so no row is a duplicate.
 */
export function exampleBulkCsv(count = 2): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = index % 2 === 0 ? PRINT_EXAMPLE : EBOOK_EXAMPLE;
    const example = { ...base, book_title: `${base.book_title} ${index + 1}` };
    if (base.isbn !== null) example.isbn = exampleIsbn(index);
    return BULK_CSV_HEADERS.map((header) => example[header]);
  });
  return toCsv([BULK_CSV_HEADERS, ...rows]);
}

/** A valid ISBN-13 from the 979-8 range, distinct per index. */
function exampleIsbn(index: number): string {
  const first12 = `9798${String(index).padStart(8, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}
