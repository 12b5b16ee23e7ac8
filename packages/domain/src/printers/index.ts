export { bookFileFacts, type PrintChoices } from './book-file-facts.ts';
export {
  type BookFileFacts,
  checkAgainstPrinters,
  PRINTER_RULE_IDS,
  type PrinterCheck,
  type PrinterFinding,
  type PrinterRuleId,
} from './check-printers.ts';
export { INGRAMSPARK } from './ingramspark.ts';
export { inkOf } from './ink-of.ts';
export { KDP_PAPERBACK } from './kdp.ts';
export { LULU } from './lulu.ts';
export { marginsFor } from './margins-for.ts';
export { OUR_PRESS } from './our-press.ts';
export {
  type CoverBook,
  type PrinterCover,
  printerCover,
  printerSpineWidthMm,
} from './printer-cover.ts';
export type {
  BleedRule,
  Cited,
  ColourSpace,
  Fact,
  Grade,
  InkAndPaper,
  MarginRule,
  PageLimit,
  PdfStandard,
  PrinterId,
  PrinterRules,
  PrinterTrim,
  PrintInk,
  ResolutionRule,
  Rule,
  SizeMm,
  Source,
  SpineFormula,
  SpineTextRule,
  TrimRule,
} from './printer-rules.ts';
export { GRADES } from './printer-rules.ts';
export { PRINTERS } from './printers.ts';
export { PRINTER_RULES_READ_ON, SOURCES as PRINTER_SOURCES } from './sources.ts';
