export {
  hasStatementActivity,
  type RoyaltyStatement,
  royaltyStatement,
  STATEMENT_SECTION_NAMES,
  STATEMENT_SECTIONS,
  type StatementLedgerRow,
  type StatementLine,
  type StatementSaleLine,
  type StatementSalesRow,
  type StatementSection,
  UNATTRIBUTED_ROYALTIES,
} from './royalty-statement.ts';
export { royaltyStatementCsv, STATEMENT_CSV_COLUMNS } from './statement-csv.ts';
export {
  dueStatementMonth,
  isStatementMonth,
  previousStatementMonth,
  STATEMENT_RUN_CATCH_UP_DAYS,
  type StatementMonth,
  statementMonthBounds,
  statementMonthOf,
  statementRunAt,
} from './statement-month.ts';
