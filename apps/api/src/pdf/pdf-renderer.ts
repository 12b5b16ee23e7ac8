import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfFacts } from '@pod-portal/domain';
import { Piscina } from 'piscina';
import { codeDir, moduleExtension } from '../code-location.ts';
import type {
  SignedContract,
  SignedContractTask,
} from '../features/contracts/render-signed-contract.ts';
import type { CoverTemplateTask } from './cover-template.ts';
import type { PdfDocumentSpec } from './document-layout.ts';
import type { StoredPdfTask } from './stored-pdf-facts.ts';

export interface PdfRenderer {
  /** Renders a document in a worker thread: the event loop keeps answering meanwhile. */
  render(spec: PdfDocumentSpec): Promise<Uint8Array>;
  /** Renders, hashes and seals a signed contract in a worker thread. */
  signContract(task: SignedContractTask): Promise<SignedContract>;
  /** Draws a print book's cover template in a worker thread. */
  coverTemplate(task: CoverTemplateTask): Promise<Uint8Array>;
  /** Reads a stored PDF's pages and fonts in a worker thread (an upload's preflight). */
  pdfFacts(task: StoredPdfTask): Promise<PdfFacts>;
  /** Renders done so far (each in a worker). */
  completed(): number;
  close(): Promise<void>;
}

/**
 * A pool of PDF workers (piscina): at most `threads` renders at once, the rest wait their turn;
 * idle workers exit after a minute, so an idle server holds none.
 */
export function createPdfRenderer(threads: number): PdfRenderer {
  const pool = new Piscina({
    filename: pathToFileURL(join(codeDir, 'pdf', `render-worker${moduleExtension}`)).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    // Renders run at a lower priority than the event loop's thread (Linux nice, through
    // piscina's optional @napi-rs/nice), so answers are not kept waiting by a busy core.
    niceIncrement: 10,
    // From the sources (tests, `pnpm dev`) the worker needs the TypeScript loader too.
    ...(moduleExtension === '.ts' && {
      execArgv: ['--conditions=@pod-portal/source', '--import', 'tsx'],
    }),
  });
  return {
    render: (spec) => pool.run(spec) as Promise<Uint8Array>,
    signContract: (task) => pool.run(task, { name: 'signContract' }) as Promise<SignedContract>,
    coverTemplate: (task) => pool.run(task, { name: 'coverTemplate' }) as Promise<Uint8Array>,
    pdfFacts: (task) => pool.run(task, { name: 'pdfFacts' }) as Promise<PdfFacts>,
    completed: () => pool.completed,
    close: () => pool.destroy(),
  };
}
