// Bulk CSV: rows per second of the full parse + validate (parseBulkCsv) on a generated
// 100,000-row upload, against baselines measured in the same run on the same text: a bare
// split-lines/split-commas pass, the same RFC 4180 tokenizer without typing or validation, and
// the two libraries it stays only while it beats (PapaParse, uDSV). Prints each rate and the
// ratios; no thresholds (numbers vary by machine).
import { exampleBulkCsv, parseBulkCsv, tokenizeCsv } from '@pod-portal/domain';
import Papa from 'papaparse';
import { inferSchema, initParser } from 'udsv';

const ROWS = 100_000;
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Median milliseconds of `RUNS` timed runs after one warm-up; `check` guards against dead code. */
function time(label: string, run: () => number): number {
  const warm = run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const rows = run();
    samples.push(performance.now() - start);
    if (rows !== warm) throw new Error(`${label}: ${rows} rows, expected ${warm}`);
  }
  const ms = median(samples);
  console.log(
    `${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms  ${Math.round((ROWS / ms) * 1000)
      .toLocaleString('en-US')
      .padStart(12)} rows/s`,
  );
  return ms;
}

const text = exampleBulkCsv(ROWS);
console.log(
  `${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1e6).toFixed(1)} MB, median of ${RUNS} runs`,
);

const split = time(
  'baseline: split lines and commas',
  () => text.split('\n').map((line) => line.split(',')).length - 2,
);
const tokenize = time('baseline: tokenizeCsv only', () => tokenizeCsv(text).length - 1);
const full = time('parseBulkCsv (parse + validate)', () => {
  const result = parseBulkCsv(text);
  if (result.invalid.length > 0)
    throw new Error(`unexpected invalid row: ${result.invalid[0]?.reasons}`);
  return result.valid.length;
});
// The libraries the tokenizer must beat to stay (strings only, no typing, as tokenizeCsv).
// uDSV goes last: after it ran, the other parsers here slowed down a hundredfold at times (its
// compiled parsers keep large buffers), which would colour their numbers.
const papa = time(
  'PapaParse 5 (strings)',
  () => Papa.parse<string[]>(text, { skipEmptyLines: true }).data.length - 1,
);
const udsv = time('uDSV (strings)', () => initParser(inferSchema(text)).stringArrs(text).length);

console.log(`ratio PapaParse / tokenizeCsv:   ${(papa / tokenize).toFixed(2)}x the time`);
console.log(`ratio uDSV / tokenizeCsv:        ${(udsv / tokenize).toFixed(2)}x the time`);
console.log(`ratio full / split-baseline:     ${(full / split).toFixed(2)}x the time`);
console.log(`ratio full / tokenizer-baseline: ${(full / tokenize).toFixed(2)}x the time`);
