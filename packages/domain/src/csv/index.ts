export {
  type BulkBook,
  type BulkBookCheck,
  type BulkBookIssue,
  checkBulkBook,
} from './bulk-book.ts';
export { BULK_CSV_HEADERS, type BulkCsvHeader } from './bulk-csv-headers.ts';
export { bulkCsvTemplate, exampleBulkCsv } from './bulk-csv-template.ts';
export { BULK_UPLOAD_TEXTS } from './bulk-upload-texts.ts';
export { neutraliseCsvCell, toCsv } from './csv-export.ts';
export { type CsvValue, typeCsvValue } from './csv-value.ts';
export type { DuplicateBulkRow } from './first-rows.ts';
export { type NestedRow, rowBuilder } from './nest-row.ts';
export {
  type BulkCsvResult,
  type InvalidBulkRow,
  parseBulkCsv,
  type ValidBulkRow,
} from './parse-bulk-csv.ts';
export { tokenizeCsv } from './tokenize-csv.ts';
