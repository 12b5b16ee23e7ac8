// Signed contracts. (1) Time per contract: the real pipeline (layout, the pages saved and
// hashed, the certificate page, the PAdES seal) against bare pdf-lib drawing exactly the same
// pages (the same text and images at the same places, recorded from the real one), in the
// same run. Goal: real / bare <= 1.2. (2) The delay of GET /api/health while 20 contracts
// render at once, against the same server idle. Goal: at most 2x (median and p99).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildApp,
  loadConfig,
  loadContractSeal,
  renderSignedContract,
  signContractTask,
} from '@pod-portal/api';
import { createTestDatabase } from '@pod-portal/api/test-support';
import { PDFDocument, type PDFFont, type PDFImage, PDFPage, StandardFonts } from 'pdf-lib';
import { sampleContractTask } from './sample-contract.ts';

const RUNS = Number(process.env.BENCH_CONTRACTS || 30);
const CONCURRENT = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'contract-bench-'));
const seal = loadContractSeal({ kind: 'generated', dir: dataDir });

const task = () => sampleContractTask(seal, new Date());

// ---------- (1) the recorded pages, drawn again with bare pdf-lib ----------

type Operation =
  | { kind: 'text'; page: number; text: string; options: Record<string, unknown>; font: string }
  | { kind: 'image'; page: number; png: Uint8Array; options: Record<string, unknown> };

/** Runs the real renderer once, recording every page and draw call it makes. */
async function recordPages(): Promise<{ pages: number; operations: Operation[] }> {
  const operations: Operation[] = [];
  const pngOf = new WeakMap<PDFImage, Uint8Array>();
  const pageIndex = new WeakMap<PDFPage, number>();
  let pages = 0;
  const { embedPng, addPage } = PDFDocument.prototype;
  const { drawText, drawImage } = PDFPage.prototype;
  PDFDocument.prototype.embedPng = async function (png, ...rest) {
    const image = await embedPng.call(this, png, ...rest);
    pngOf.set(image, png as Uint8Array);
    return image;
  };
  PDFDocument.prototype.addPage = function (...args) {
    const page = addPage.apply(this, args);
    pageIndex.set(page, pages);
    pages += 1;
    return page;
  };
  PDFPage.prototype.drawText = function (text, options = {}) {
    const { font, ...rest } = options;
    operations.push({
      kind: 'text',
      page: pageIndex.get(this) ?? 0,
      text,
      options: rest,
      font: (font as PDFFont).name,
    });
    return drawText.call(this, text, options);
  };
  PDFPage.prototype.drawImage = function (image, options = {}) {
    operations.push({
      kind: 'image',
      page: pageIndex.get(this) ?? 0,
      png: pngOf.get(image) ?? new Uint8Array(),
      options: { ...options },
    });
    return drawImage.call(this, image, options);
  };
  try {
    await renderSignedContract(task());
  } finally {
    Object.assign(PDFDocument.prototype, { embedPng, addPage });
    Object.assign(PDFPage.prototype, { drawText, drawImage });
  }
  return { pages, operations };
}

/** Bare pdf-lib: the same pages, fonts, images and draw calls, saved once. */
async function drawBare(recorded: { pages: number; operations: Operation[] }): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>([
    ['Helvetica', await document.embedFont(StandardFonts.Helvetica)],
    ['Helvetica-Bold', await document.embedFont(StandardFonts.HelveticaBold)],
  ]);
  const images = new Map<Uint8Array, PDFImage>();
  const pages = Array.from({ length: recorded.pages }, () => document.addPage([595.28, 841.89]));
  for (const operation of recorded.operations) {
    const page = pages[operation.page];
    if (!page) continue;
    if (operation.kind === 'text') {
      page.drawText(operation.text, { ...operation.options, font: fonts.get(operation.font) });
    } else {
      let image = images.get(operation.png);
      if (!image) {
        image = await document.embedPng(operation.png);
        images.set(operation.png, image);
      }
      page.drawImage(image, operation.options);
    }
  }
  return document.save();
}

async function timePerRun(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const recorded = await recordPages();
// Taking turns in rounds, so drift on a shared machine hits both alike.
const ratios: number[] = [];
for (let round = 0; round < 5; round += 1) {
  const bare = await timePerRun(() => drawBare(recorded));
  const real = await timePerRun(() => renderSignedContract(task()));
  ratios.push(real / bare);
  console.log(
    `round ${round + 1}: contract of ${recorded.pages - 1} pages + certificate: real ${real.toFixed(1)} ms, bare pdf-lib ${bare.toFixed(1)} ms`,
  );
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(
  `time per contract, real / bare pdf-lib (median of 5 rounds): ${median(ratios).toFixed(2)} (goal <= 1.2)`,
);

// ---------- (2) the event loop while contracts render ----------

const database = await createTestDatabase('pglite');
const app = await buildApp({
  config: {
    ...loadConfig({
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
    }),
    portalDist: undefined,
  },
  database,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** Times GET /api/health, one request after another, `count` times or until `until` says stop. */
async function healthLatencies(count: number, until?: () => boolean) {
  const times: number[] = [];
  while (until ? !until() : times.length < count) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), samples: times.length };
}

// The PDF worker started and warm, as on a server that has rendered before.
await app.pdf.run(signContractTask, task());
await healthLatencies(100);
const rounds: Array<{ p50: number; p99: number }> = [];
for (let round = 0; round < 3; round += 1) {
  const idle = await healthLatencies(300);
  let done = 0;
  const renders = Array.from({ length: CONCURRENT }, () =>
    app.pdf.run(signContractTask, task()).then(() => {
      done += 1;
    }),
  );
  const loaded = await healthLatencies(0, () => done === CONCURRENT);
  await Promise.all(renders);
  rounds.push({ p50: loaded.p50 / idle.p50, p99: loaded.p99 / idle.p99 });
  console.log(
    `round ${round + 1}: /api/health idle p50 ${idle.p50.toFixed(2)} ms p99 ${idle.p99.toFixed(2)} ms; while ${CONCURRENT} contracts render (${loaded.samples} requests) p50 ${loaded.p50.toFixed(2)} ms p99 ${loaded.p99.toFixed(2)} ms`,
  );
}
console.log(
  `/api/health while ${CONCURRENT} contracts render, against idle (median of 3 rounds): p50 ${median(rounds.map((r) => r.p50)).toFixed(2)}x, p99 ${median(rounds.map((r) => r.p99)).toFixed(2)}x (goal <= 2)`,
);
await app.close();
await database.dispose();
