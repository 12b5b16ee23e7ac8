// The server's memory while it preflights a long book: the process `pnpm start` runs (node on
// the built dist/server.js, on the embedded database), sent a 200-page photo book PDF (about
// 210 MB, a picture of its own on every page: `big-pdf.ts`) by the SDK's chunked upload, then
// three such books at once. Resident memory (VmRSS from /proc, sampled every 50 ms) from just
// before the upload until the preflight's findings are kept, against the same server idle just
// before; and 10 s after. Goal: grows by less than 100 MB, and three at once queue rather than
// add up.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serverPidUnder, startProduct } from '../portal/start-product.ts';
import { authorWithBook, chunkedUpload, preflighted, rssMb } from './bench-author.ts';
import { writeBigPdf } from './big-pdf.ts';

const TARGET_MB = 100;
// printQuote's book: 200 pages of 152 x 229 mm.
const BOOK = { pages: 200, widthMm: 152, heightMm: 229 };

/** Samples the server's memory until `work` ends: its peak, and the seconds the work took. */
async function peakDuring(pid: number, work: () => Promise<unknown>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { peak, seconds: (performance.now() - started) / 1000 };
}

const dir = mkdtempSync(join(tmpdir(), 'preflight-memory-'));
const pdfPath = join(dir, 'photo-book.pdf');
const bytes = await writeBigPdf(pdfPath, BOOK);
const { child, url } = await startProduct(join(dir, 'data'));
try {
  const pid = serverPidUnder(child.pid as number);
  const book = await authorWithBook(url);
  const others = [await authorWithBook(url), await authorWithBook(url)];
  const file = await openAsBlob(pdfPath, { type: 'application/pdf' });
  await delay(3_000);

  const idle = rssMb(pid);
  const one = await peakDuring(pid, async () => {
    await chunkedUpload(book, 'photo-book.pdf', file);
    await preflighted(book, 'photo-book.pdf');
  });
  await delay(10_000);
  const after = rssMb(pid);
  console.log(
    `one ${Math.round(bytes / 1024 / 1024)} MB PDF: idle ${idle.toFixed(0)} MB, peak ${one.peak.toFixed(0)} MB, growth ${(one.peak - idle).toFixed(0)} MB (goal < ${TARGET_MB} MB), upload and preflight ${one.seconds.toFixed(1)} s; 10 s later ${after.toFixed(0)} MB`,
  );

  const idleBeforeThree = rssMb(pid);
  const three = await peakDuring(pid, async () => {
    const books = [book, ...others];
    for (const [index, each] of books.entries())
      await chunkedUpload(each, `photo-book-${index}.pdf`, file);
    await Promise.all(books.map((each, index) => preflighted(each, `photo-book-${index}.pdf`)));
  });
  console.log(
    `three at once: idle ${idleBeforeThree.toFixed(0)} MB, peak ${three.peak.toFixed(0)} MB, growth ${(three.peak - idleBeforeThree).toFixed(0)} MB (goal < ${TARGET_MB} MB), ${three.seconds.toFixed(1)} s`,
  );
  const met = one.peak - idle < TARGET_MB && three.peak - idleBeforeThree < TARGET_MB;
  console.log(`growth under ${TARGET_MB} MB: ${met ? 'met' : 'NOT met'}`);
} finally {
  process.kill(-(child.pid as number), 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
