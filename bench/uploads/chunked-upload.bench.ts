// Chunked uploads against the real server (from its sources, in a process of its own, on the
// embedded database), from this process over loopback. (1) Throughput: a book file sent by the
// SDK's uploader (chunks of 1,024,000 bytes, each with its MD5, up to six in flight after the
// first, as Node sends them; a browser page sends four), against one streamed PUT of the same
// bytes to a bare Node server writing them to disk, in the same run. Goal: at least 0.7x. (2) The server's resident memory
// (VmRSS from /proc, sampled every 50 ms) while a 300 MB file is uploaded, against the same
// server idle just before. Goal: grows by less than 100 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { authorWithBook, chunkedUpload, preflighted, rssMb } from '../api/bench-author.ts';

const root = join(import.meta.dirname, '../..');
const CHUNK = 1_024_000;
const SPEED_BYTES = 100 * 1024 * 1024;
const MEMORY_BYTES = 300 * 1024 * 1024;
const ROUNDS = 7;

// The file is a real PDF, as an author's would be, so the server's preflight after each upload
// reads only the ranges it needs: a one-page PDF at the start, filler bytes that depend on the
// chunk, and at the end a trailer pointing back to the first PDF's cross-reference table (as an
// incremental update does). Filler alone made pdf.js scan the whole file for one, on the server,
// while the next round was measured. The one-page PDF is written here: a PDF library in this
// process (4 MB of heap) made every garbage collection of the client, and of the baseline, dearer.
const PDF_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
];
let smallPdfText = '%PDF-1.4\n';
const objectOffsets = PDF_OBJECTS.map((object, index) => {
  const offset = smallPdfText.length;
  smallPdfText += `${index + 1} 0 obj\n${object}\nendobj\n`;
  return offset;
});
const xrefAt = smallPdfText.length;
smallPdfText += `xref\n0 ${PDF_OBJECTS.length + 1}\n0000000000 65535 f \n`;
for (const offset of objectOffsets)
  smallPdfText += `${String(offset).padStart(10, '0')} 00000 n \n`;
smallPdfText += `trailer\n<< /Size ${PDF_OBJECTS.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
const smallPdf = Buffer.from(smallPdfText, 'latin1');
const pdfTail = Buffer.from(`\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1');

/** Chunk `index` of a file of `size` bytes: see above. */
function chunkOf(index: number, size: number): Buffer {
  const length = Math.min(CHUNK, size - index * CHUNK);
  const chunk = Buffer.alloc(length, index % 251);
  if (index === 0) smallPdf.copy(chunk);
  if ((index + 1) * CHUNK >= size) pdfTail.copy(chunk, length - pdfTail.length);
  return chunk;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@pod-portal/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: join(root, 'apps/api'),
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /\(listening on (http:\/\/[^)]+)\)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
  });
  return { child, url };
}

/** The file of `size` bytes the benchmark sends, as the browser hands it over: a Blob. */
const fileOf = (size: number) =>
  new Blob(
    Array.from(
      { length: Math.ceil(size / CHUNK) },
      (_, index) => new Uint8Array(chunkOf(index, size)),
    ),
  );

/** The baseline: the same bytes in one streamed PUT to a bare server writing them to disk. */
async function streamedPut(dir: string, size: number): Promise<number> {
  const server = createServer((request, response) => {
    void pipeline(request, createWriteStream(join(dir, 'put.bin'))).then(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const totalChunks = Math.ceil(size / CHUNK);
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= totalChunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkOf(next++, size)));
    },
  });
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'PUT',
    body,
    duplex: 'half',
  } as RequestInit);
  await response.text();
  const seconds = (performance.now() - started) / 1000;
  server.close();
  return seconds;
}

const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
const { child, url } = await startServer(dataDir);
try {
  const book = await authorWithBook(url);
  const speedFile = fileOf(SPEED_BYTES);
  const pid = child.pid as number;

  // (1) throughput, taking turns seven times (this machine's speed varies from one round to the
  // next by up to half, so the median of five still moved by a tenth between runs),
  // after a round not counted that warms both sides (the JIT, the server's PDF worker).
  await streamedPut(dataDir, SPEED_BYTES);
  await chunkedUpload(book, 'warm-up.pdf', speedFile);
  await preflighted(book, 'warm-up.pdf');
  const rates: Array<{ chunked: number; put: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const put = SPEED_BYTES / 1024 / 1024 / (await streamedPut(dataDir, SPEED_BYTES));
    const chunked =
      SPEED_BYTES / 1024 / 1024 / (await chunkedUpload(book, `speed-${round}.pdf`, speedFile));
    await preflighted(book, `speed-${round}.pdf`);
    rates.push({ chunked, put });
    console.log(
      `round ${round + 1}: ${SPEED_BYTES / 1024 / 1024} MB in chunks with MD5 ${chunked.toFixed(0)} MB/s, one streamed PUT ${put.toFixed(0)} MB/s`,
    );
  }
  const ratios = rates.map((rate) => rate.chunked / rate.put).sort((x, y) => x - y);
  console.log(
    `chunked upload / streamed PUT, per round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; median ${ratios[(ROUNDS - 1) / 2]?.toFixed(2)} (goal >= 0.7)`,
  );

  // (2) the server's memory during a 300 MB upload.
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  await chunkedUpload(book, 'big-book.pdf', fileOf(MEMORY_BYTES));
  clearInterval(sampler);
  console.log(
    `server memory during a ${MEMORY_BYTES / 1024 / 1024} MB upload: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - idle).toFixed(0)} MB (goal < 100 MB)`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
