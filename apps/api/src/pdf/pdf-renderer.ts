import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { codeDir, moduleExtension } from '../code-location.ts';
import type { CoverTemplateTask } from './cover-template.ts';
import type { PdfDocumentSpec } from './document-layout.ts';
import type { StoredPdfRead, StoredPdfTask } from './stored-pdf-facts.ts';

/**
 * A task a feature runs in the PDF workers: an export of one of its `*-worker.ts` modules (each
 * an entry point of the build), typed by what it takes and answers. Made by `pdfWorkerTask`.
 */
export interface PdfWorkerTask<Input, Output> {
  /** The worker module's URL, from the sources (`.ts`) or the build (`.js`). */
  readonly filename: string;
  /** The function the worker module exports. */
  readonly name: string;
  /** Phantom: ties the task to its input and output types. */
  readonly types?: (input: Input) => Output;
}

/** The URL of the worker module at `modulePath` (from src/ or dist/, without its extension). */
function workerModule(modulePath: string): string {
  return pathToFileURL(join(codeDir, `${modulePath}${moduleExtension}`)).href;
}

/**
 * The task `name` of the worker module at `modulePath` (from src/ or dist/, without its
 * extension: `features/contracts/sign-contract-worker`).
 */
export function pdfWorkerTask<Input, Output>(
  modulePath: string,
  name: string,
): PdfWorkerTask<Input, Output> {
  return { filename: workerModule(modulePath), name };
}

export interface PdfRenderer {
  /** Renders a document in a worker thread: the event loop keeps answering meanwhile. */
  render(spec: PdfDocumentSpec): Promise<Uint8Array>;
  /** Draws a print book's cover template in a worker thread. */
  coverTemplate(task: CoverTemplateTask): Promise<Uint8Array>;
  /**
   * The same template as a PNG at 300 ppi (pdf.js drawing it on a canvas), in a worker thread:
   * one at a time per worker, as every task, and at most two across the pool.
   */
  coverTemplatePng(task: CoverTemplateTask): Promise<Uint8Array>;
  /**
   * Reads a stored PDF's pages in a worker thread (an upload's preflight): its facts, or the
   * finding for a file that cannot be opened. Fails for a file that could not be read, and when
   * `signal` aborts (a read still running is stopped with its worker thread).
   */
  pdfFacts(task: StoredPdfTask, signal?: AbortSignal): Promise<StoredPdfRead>;
  /** Runs a feature's task in a worker thread (a contract rendered, hashed and sealed). */
  run<Input, Output>(task: PdfWorkerTask<Input, Output>, input: Input): Promise<Output>;
  /** Renders done so far (each in a worker). */
  completed(): number;
  close(): Promise<void>;
}

/**
 * How many cover template pictures are drawn at once across the pool: each holds its pixels
 * (an A4 cover with the thickest spine: +111 MB at its peak), so more than two wait their turn.
 */
const PNG_RENDERS_AT_ONCE = 2;

/** Runs at most `limit` of the calls at once; the others wait their turn, in order. */
function limited(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes to the next waiting call, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * A pool of PDF workers (piscina): at most `threads` renders at once, the rest wait their turn;
 * idle workers exit after a minute, so an idle server holds none.
 */
export function createPdfRenderer(threads: number): PdfRenderer {
  const workerOptions = {
    // Renders run at a lower priority than the event loop's thread (Linux nice, through
    // piscina's optional @napi-rs/nice), so answers are not kept waiting by a busy core.
    niceIncrement: 10,
    // From the sources (tests, `pnpm dev`) the worker needs the TypeScript loader too.
    ...(moduleExtension === '.ts' && {
      execArgv: ['--conditions=@pod-portal/source', '--import', 'tsx'],
    }),
  };
  const pool = new Piscina({
    ...workerOptions,
    filename: workerModule('pdf/render-worker'),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  // Preflights take turns in a worker of their own that exits once idle: each reads a file of
  // up to hundreds of MB page by page, so at once they would add up, and a worker kept would
  // keep what its last file left. Its module loads pdf.js only, not the renderers' libraries, and
  // pdf.js without the canvas (`loadPdfJsWithoutCanvas`).
  const preflights = new Piscina({
    ...workerOptions,
    filename: workerModule('pdf/preflight-worker'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 1_000,
    // A young generation of 4 MB collects the pages' short-lived buffers sooner (figures in
    // docs/decisions/060-preflight-memory-without-canvas.md).
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const pngTurn = limited(Math.min(threads, PNG_RENDERS_AT_ONCE));
  return {
    render: (spec) => pool.run(spec) as Promise<Uint8Array>,
    coverTemplate: (task) => pool.run(task, { name: 'coverTemplate' }) as Promise<Uint8Array>,
    coverTemplatePng: (task) =>
      pngTurn(() => pool.run(task, { name: 'coverTemplatePng' }) as Promise<Uint8Array>),
    pdfFacts: (task, signal) => preflights.run(task, { signal }) as Promise<StoredPdfRead>,
    run: <Input, Output>(task: PdfWorkerTask<Input, Output>, input: Input) =>
      pool.run(input, { filename: task.filename, name: task.name }) as Promise<Output>,
    completed: () => pool.completed,
    close: async () => {
      await Promise.all([pool.destroy(), preflights.destroy()]);
    },
  };
}
