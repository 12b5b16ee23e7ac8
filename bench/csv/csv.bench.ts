// Bulk CSV: rows per second of the full parse + validate (parseBulkCsv) on a generated
// 100,000-row upload, against baselines measured in the same run on the same text: a bare
// split-lines/split-commas pass, the same RFC 4180 tokenizer without typing or validation, and
// the two libraries it stays only while it beats (PapaParse, uDSV). Prints each rate and the
// ratios; no thresholds (numbers vary by machine). The goal: the full read at least half as
// fast as the bare tokenizer (a ratio of 2.00 or less).
import { exampleBulkCsv, parseBulkCsv, tokenizeCsv } from '@pod-portal/domain';
import Papa from 'papaparse';
import { inferSchema, initParser } from 'udsv';

const ROWS = 100_000;
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function report(label: string, ms: number): void {
  const rate = Math.round((ROWS / ms) * 1000).toLocaleString('en-US');
  console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms  ${rate.padStart(12)} rows/s`);
}

/** Milliseconds of one run; the row count guards against dead code and a wrong read. */
function timed(label: string, run: () => number): number {
  const start = performance.now();
  const rows = run();
  const ms = performance.now() - start;
  if (rows !== ROWS) throw new Error(`${label}: ${rows} rows, expected ${ROWS}`);
  return ms;
}

/** Median milliseconds of `RUNS` timed runs after one warm-up. */
function time(label: string, run: () => number): number {
  run();
  const ms = median(Array.from({ length: RUNS }, () => timed(label, run)));
  report(label, ms);
  return ms;
}

const text = exampleBulkCsv(ROWS);
console.log(
  `${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1e6).toFixed(1)} MB, median of ${RUNS} runs`,
);

const runs = {
  split: () => text.split('\n').map((line) => line.split(',')).length - 2,
  tokenize: () => tokenizeCsv(text).length - 1,
  // A library the tokenizer must beat to stay (strings only, no typing, as tokenizeCsv).
  papa: () => Papa.parse<string[]>(text, { skipEmptyLines: true }).data.length - 1,
  full: () => {
    const result = parseBulkCsv(text);
    if (result.invalid.length > 0)
      throw new Error(`unexpected invalid row: ${result.invalid[0]?.reasons}`);
    return result.valid.length;
  },
};
// The full read, its two baselines and PapaParse take turns, round by round, so a machine that slows
// down for a while slows each of them alike; each ratio is the median of the rounds' ratios.
for (const run of Object.values(runs)) run(); // warm-up
const rounds = Array.from({ length: RUNS }, () => ({
  split: timed('split', runs.split),
  tokenize: timed('tokenizeCsv', runs.tokenize),
  full: timed('parseBulkCsv', runs.full),
  papa: timed('PapaParse', runs.papa),
}));
type Round = (typeof rounds)[number];
const medianOf = (of: (round: Round) => number) => median(rounds.map(of));
report(
  'baseline: split lines and commas',
  medianOf((round) => round.split),
);
const tokenizeMs = medianOf((round) => round.tokenize);
report('baseline: tokenizeCsv only', tokenizeMs);
report(
  'parseBulkCsv (parse + validate)',
  medianOf((round) => round.full),
);
report(
  'PapaParse 5 (strings)',
  medianOf((round) => round.papa),
);

// The other library to beat, uDSV, goes last: its compiled parsers keep large buffers, which
// would weigh on the others. It cannot run in the portal (it compiles with `new Function`,
// which the Content Security Policy forbids), so it is measured for the record.
const udsv = time('uDSV (strings)', () => initParser(inferSchema(text)).stringArrs(text).length);

const ratio = (of: (round: Round) => number) => medianOf(of).toFixed(2);
console.log(
  `ratio PapaParse / tokenizeCsv:   ${ratio((round) => round.papa / round.tokenize)}x the time`,
);
console.log(`ratio uDSV / tokenizeCsv:        ${(udsv / tokenizeMs).toFixed(2)}x the time`);
console.log(
  `ratio full / split-baseline:     ${ratio((round) => round.full / round.split)}x the time`,
);
console.log(
  `ratio full / tokenizer-baseline: ${ratio((round) => round.full / round.tokenize)}x the time (goal: 2.00 or less)`,
);
