export {
  type BulkBook,
  type BulkBookCheck,
  type BulkBookIssue,
  checkBulkBook,
} from './bulk-book.ts';
export { BULK_CSV_HEADERS, type BulkCsvHeader } from './bulk-csv-headers.ts';
export { bulkCsvTemplate, exampleBulkCsv } from './bulk-csv-template.ts';
export { BULK_UPLOAD_TEXTS } from './bulk-upload-texts.ts';
export {
  type CsvCell,
  csvRecord,
  EXCEL_UTF8_BOM,
  neutraliseCsvCell,
  toCsv,
} from './csv-export.ts';
export { type CsvValue, typeCsvValue } from './csv-value.ts';
export {
  EXPORT_EARLIEST_DAY,
  EXPORT_LATEST_DAY,
  EXPORT_RANGE_MESSAGES,
  type ExportRange,
  exportFileName,
  exportRangeInstants,
  exportRangeSchema,
} from './export-range.ts';
export type { DuplicateBulkRow } from './first-rows.ts';
export { type NestedRow, rowBuilder } from './nest-row.ts';
export {
  type BulkCsvResult,
  type InvalidBulkRow,
  parseBulkCsv,
  type ValidBulkRow,
} from './parse-bulk-csv.ts';
export { SALES_CSV_COLUMNS, type SaleCsvLine, saleCsvRow } from './sales-csv.ts';
export { tokenizeCsv } from './tokenize-csv.ts';
export {
  TRANSACTIONS_CSV_COLUMNS,
  type TransactionCsvEntry,
  transactionCsvRow,
} from './transactions-csv.ts';
