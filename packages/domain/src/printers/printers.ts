import { INGRAMSPARK } from './ingramspark.ts';
import { KDP_PAPERBACK } from './kdp.ts';
import { LULU } from './lulu.ts';
import { OUR_PRESS } from './our-press.ts';
import type { PrinterRules } from './printer-rules.ts';

/** The printers side by side: ours first, then KDP, IngramSpark and Lulu. */
export const PRINTERS: readonly PrinterRules[] = [OUR_PRESS, KDP_PAPERBACK, INGRAMSPARK, LULU];
