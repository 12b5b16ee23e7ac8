import { describe, expect, it } from 'vitest';
import { BULK_CSV_HEADERS } from './bulk-csv-headers.ts';
import { bulkCsvTemplate, exampleBulkCsv } from './bulk-csv-template.ts';
import { BULK_UPLOAD_TEXTS } from './bulk-upload-texts.ts';
import { toCsv } from './csv-export.ts';
import { typeCsvValue } from './csv-value.ts';
import { titleHash } from './first-rows.ts';
import { parseBulkCsv } from './parse-bulk-csv.ts';
import { tokenizeCsv } from './tokenize-csv.ts';

type Row = Record<string, string | number | boolean | null>;

// The generated example's print row, with a title and an ISBN typed with dashes.
const [exampleHeaders = [], exampleCells = []] = tokenizeCsv(exampleBulkCsv(1));
const print: Row = {
  ...Object.fromEntries(
    exampleHeaders.map((header, i) => [header, typeCsvValue(exampleCells[i] ?? '')]),
  ),
  book_title: 'The Karoo Sky',
  isbn: '978-0-306-40615-7',
};

function csv(rows: Row[], headers: readonly string[] = BULK_CSV_HEADERS): string {
  return toCsv([headers, ...rows.map((row) => headers.map((header) => row[header] ?? null))]);
}

function reasonsOf(row: Row): string[] {
  const result = parseBulkCsv(csv([row]));
  return result.invalid[0]?.reasons ?? [];
}

describe('parseBulkCsv', () => {
  it('reads a valid print book into typed values', () => {
    const result = parseBulkCsv(csv([print]));
    expect(result.invalid).toEqual([]);
    expect(result.headerProblems).toBeNull();
    expect(result.valid).toHaveLength(1);
    expect(result.valid[0]).toMatchObject({
      row: 1,
      book: {
        book_title: 'The Karoo Sky',
        no_of_pages: 200,
        is_local: true,
        local_price: 250,
        isbn: '978-0-306-40615-7',
      },
    });
    expect(result.notices).toEqual([BULK_UPLOAD_TEXTS.noInvalidBooks]);
  });

  it('reads an empty flag as false', () => {
    expect(parseBulkCsv(csv([{ ...print, spot_uv: null }])).valid[0]?.book.spot_uv).toBe(false);
  });

  it('gives an invalid row its reasons and its title', () => {
    const result = parseBulkCsv(
      csv([{ ...print, no_of_pages: 10, local_price: null, isbn: '123' }]),
    );
    expect(result.valid).toEqual([]);
    expect(result.invalid[0]).toMatchObject({
      row: 1,
      title: 'The Karoo Sky',
      reasons: [
        'Please enter a price for your book',
        'Local and International books require at least 18 pages',
        'Please enter a valid ISBN number for your book - 13 characters long and only numbers.',
      ],
    });
    expect(result.notices).toEqual([BULK_UPLOAD_TEXTS.noValidBooks]);
  });

  it("shows 'Title not found' for untitled rows", () => {
    const result = parseBulkCsv(csv([{ ...print, book_title: null }]));
    expect(result.invalid[0]).toMatchObject({
      title: 'Title not found',
      reasons: ['Please enter a title for your book'],
    });
    expect(parseBulkCsv(csv([{ ...print, book_title: 1984 }])).valid[0]?.book.book_title).toBe(
      '1984',
    );
  });

  it('checks title length, genre, regions and pages', () => {
    expect(reasonsOf({ ...print, book_title: 'ab' })).toEqual([
      'Title must be at least 3 characters long',
    ]);
    expect(reasonsOf({ ...print, book_title: 'x'.repeat(50) })).toEqual([
      'Title must be less than 50 characters long',
    ]);
    expect(reasonsOf({ ...print, genre: ' ' })).toEqual(['Please select a genre for your book']);
    expect(reasonsOf({ ...print, is_local: false, is_international: false })).toEqual([
      'Please select where your book will be sold',
    ]);
    expect(reasonsOf({ ...print, is_international: true, international_price: null })).toEqual([
      'Please enter a price for your book',
    ]);
    expect(reasonsOf({ ...print, no_of_pages: 1201 })).toEqual([
      'Books can have at most 1200 pages',
    ]);
    expect(reasonsOf({ ...print, bind: 'saddle-stitch', no_of_pages: 100 })).toEqual([
      'Maximum number of pages for saddle stitch binding is 96.',
    ]);
    expect(reasonsOf({ ...print, no_of_pages: 20.5 })).toEqual([
      'no_of_pages must be a whole number',
    ]);
  });

  it('checks the print fields and typed values', () => {
    expect(
      reasonsOf({
        ...print,
        height: null,
        width: null,
        finish: null,
        bind: null,
        l_paper_type_id: null,
        i_cover_type_id: null,
      }),
    ).toEqual([
      'Please enter the height of your book',
      'Please enter the width of your book',
      'Please select a cover finish for your book',
      'Please select a binding for your book',
      'Please select a local paper type',
      'Please select an international cover type',
    ]);
    expect(
      reasonsOf({ ...print, duplex_needed: 'yes', format_type: 'comic', genre: true }),
    ).toEqual([
      'duplex_needed must be true or false',
      'Please select a format for your book',
      'genre must be text',
    ]);
    expect(reasonsOf({ ...print, local_price: 12.345, international_price: 123456789 })).toEqual([
      'Please enter a valid price - up to 8 digits and 2 decimals',
      'Please enter a valid price - up to 8 digits and 2 decimals',
    ]);
  });

  it('accepts an ebook with ISBN creation requested, international only', () => {
    const ebook = {
      ...print,
      format_type: 'ebook',
      is_local: false,
      local_price: null,
      isbn: null,
      isbn_is_required: true,
      bind: null,
      finish: null,
      height: null,
      width: null,
    };
    expect(parseBulkCsv(csv([ebook])).valid).toHaveLength(1);
    expect(reasonsOf({ ...ebook, is_local: true, local_price: 100 })).toEqual([
      'Ebooks are sold internationally only',
    ]);
  });

  it('leaves out duplicates by ISBN, or by title and format without one', () => {
    const noIsbn = { ...print, isbn: null, isbn_is_required: true };
    const result = parseBulkCsv(
      csv([
        print,
        { ...print, book_title: 'Another', isbn: '9780306406157' },
        noIsbn,
        { ...noIsbn, book_title: '  the karoo   SKY ' },
        { ...noIsbn, format_type: 'audiobook' },
      ]),
    );
    expect(result.duplicates).toEqual([
      { row: 2, duplicateOf: 1, key: 'isbn:9780306406157' },
      { row: 4, duplicateOf: 3, key: 'title:the karoo sky|print' },
    ]);
    expect(result.valid.map((row) => row.row)).toEqual([1, 3, 5]);
    expect(result.notices).toEqual([
      BULK_UPLOAD_TEXTS.duplicates,
      BULK_UPLOAD_TEXTS.noInvalidBooks,
    ]);
  });

  it('never pairs rows with neither ISBN nor title', () => {
    const blank = { ...print, isbn: null, book_title: null };
    expect(parseBulkCsv(csv([blank, blank])).duplicates).toEqual([]);
  });

  it('makes every row invalid when the header set is not exact', () => {
    const headers = [
      ...BULK_CSV_HEADERS.filter((name) => name !== 'spot_uv'),
      'extra/field',
      'isbn',
    ];
    const result = parseBulkCsv(csv([{ ...print, 'extra/field': 'x' }], headers));
    expect(result.headerProblems).toEqual({
      missing: ['spot_uv'],
      unexpected: ['extra/field', 'isbn'],
    });
    expect(result.invalid[0]?.reasons).toEqual([
      'Missing columns: spot_uv',
      'Unexpected or repeated columns: extra/field, isbn',
    ]);
    expect(result.invalid[0]?.values.extra).toEqual({ field: 'x' });
    const onlyMissing = parseBulkCsv(csv([print], BULK_CSV_HEADERS.slice(1)));
    expect(onlyMissing.invalid[0]?.reasons).toEqual(['Missing columns: barcode_is_required']);
  });

  it('reports only unexpected columns, and pairs untitled-format rows by title', () => {
    const headers = [...BULK_CSV_HEADERS, 'extra'];
    const row = { ...print, isbn: null, format_type: null };
    const result = parseBulkCsv(csv([row, row], headers));
    expect(result.invalid[0]?.reasons).toEqual(['Unexpected or repeated columns: extra']);
    expect(result.duplicates).toEqual([{ row: 2, duplicateOf: 1, key: 'title:the karoo sky|' }]);
  });

  it('reports an empty document', () => {
    expect(parseBulkCsv('').notices).toEqual([BULK_UPLOAD_TEXTS.noBooks]);
    expect(parseBulkCsv(bulkCsvTemplate()).notices).toEqual([
      'No books detected in your CSV document.',
    ]);
  });

  it('accepts every row of the generated example', () => {
    const result = parseBulkCsv(exampleBulkCsv(50));
    expect(result.valid).toHaveLength(50);
    expect(result.invalid).toEqual([]);
    expect(result.duplicates).toEqual([]);
    expect(parseBulkCsv(exampleBulkCsv()).valid.map((row) => row.book.format_type)).toEqual([
      'print',
      'ebook',
    ]);
  });
});

describe('bulk-upload texts', () => {
  it('are the product texts', () => {
    expect(BULK_UPLOAD_TEXTS).toEqual({
      duplicates: "Duplicate upload detected, some books won't display below.",
      noValidBooks: 'No valid books found',
      noInvalidBooks: 'No invalid books found',
      noBooks: 'No books detected in your CSV document.',
      titleNotFound: 'Title not found',
    });
  });
});

describe('parseBulkCsv duplicate titles', () => {
  const row = (title: string, format = 'ebook') =>
    BULK_CSV_HEADERS.map((header) =>
      header === 'book_title' ? `"${title}"` : header === 'format_type' ? format : '',
    ).join(',');
  const csv = (...rows: string[]) => [BULK_CSV_HEADERS.join(','), ...rows].join('\n');

  it('finds the same title however it is cased or spaced, also beyond ASCII', () => {
    const result = parseBulkCsv(
      csv(
        row('Die Swerfjare van Poppie Nongena'),
        row('  die SWERFJARE van   poppie nongena '),
        row('Émile à Kaapstad'),
        row('ÉMILE  À KAAPSTAD'),
        row('Émile à Kaapstad', 'print'),
      ),
    );
    expect(result.duplicates).toEqual([
      { row: 2, duplicateOf: 1, key: 'title:die swerfjare van poppie nongena|ebook' },
      { row: 4, duplicateOf: 3, key: 'title:émile à kaapstad|ebook' },
    ]);
  });

  it('tells different titles apart whose numbers are the same', () => {
    // Two titles whose hashes collide (found by search): the full keys decide.
    const [first, second] = ['book 6pwu', 'book d5fa'];
    expect(titleHash(first, 'ebook')).toBe(titleHash(second, 'ebook'));
    const result = parseBulkCsv(csv(row(first), row(second), row(second), row(first)));
    expect(result.duplicates).toEqual([
      { row: 3, duplicateOf: 2, key: `title:${second}|ebook` },
      { row: 4, duplicateOf: 1, key: `title:${first}|ebook` },
    ]);
  });
});
