import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reference page and its files: served under /api, but not operations of the contract. */
    apiReference?: boolean;
  }
}

const require = createRequire(import.meta.url);
const contractFile = require.resolve('@pod-portal/openapi/openapi.yaml');
/** Where the openapi package's `build` writes the page and its files. */
const BUILT_REFERENCE = join(dirname(contractFile), 'dist', 'reference');

// Redoc's script and the contract the page reads, named by their content's hash: what a name
// holds never changes, so browsers keep them for good.
const HASHED_FILE = /^[a-z.]+\.[0-9a-f]{16}\.(js|yaml)$/;
const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
} as const;
const FOR_GOOD = 'public, max-age=31536000, immutable';

const NOT_BUILT =
  'The API reference is not built. Run `pnpm build` (or `pnpm --filter @pod-portal/openapi build`), then reload this page.\n';

/** The encodings an Accept-Encoding header accepts (a quality of 0 refuses). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

interface BuiltFile {
  body: Buffer;
  /** How `body` is compressed, if it is. */
  encoding?: 'br' | 'gzip';
}

/**
 * A built file: its brotli or gzip copy (written beside it by the build) for a browser that
 * accepts it, else the file itself; undefined when there is no such file.
 */
async function readBuilt(request: FastifyRequest, file: string): Promise<BuiltFile | undefined> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const copies = [
    ...(accepted.has('br') ? [{ encoding: 'br', suffix: '.br' } as const] : []),
    ...(accepted.has('gzip') ? [{ encoding: 'gzip', suffix: '.gz' } as const] : []),
    { encoding: undefined, suffix: '' },
  ];
  for (const { encoding, suffix } of copies) {
    const body = await readFile(`${file}${suffix}`).catch(() => undefined);
    if (body) return { body, encoding };
  }
  return undefined;
}

function sendBuilt(reply: FastifyReply, file: BuiltFile, type: string, cacheControl: string) {
  if (file.encoding) reply.header('content-encoding', file.encoding);
  return reply
    .type(type)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .send(file.body);
}

/**
 * The API's reference page at `/api/docs`: the contract rendered by Redoc 2 in the browser, from
 * the files the openapi package's `build` writes (the page, Redoc's standalone script, the
 * contract), so the server itself needs none of Redoc's packages. Everything comes from this
 * server and passes its Content-Security-Policy; nothing is loaded from another origin. The
 * contract's introduction explains authentication; every operation has its examples.
 *
 * Run from the sources before any build, the page answers 404 saying how to build it, and
 * `/api/docs/openapi.yaml` serves the contract itself.
 */
export const apiDocsPlugin = fp<{ basePath: string; dir?: string }>(
  async (app, { basePath, dir = BUILT_REFERENCE }) => {
    if (!existsSync(join(dir, 'index.html'))) {
      app.log.warn('The API reference is not built (pnpm build): /api/docs answers 404');
    }
    const config = { apiReference: true };
    app.get(`${basePath}/docs`, { config }, async (request, reply) => {
      // Read at every visit: a page built while the server runs is served at once.
      const page = await readBuilt(request, join(dir, 'index.html'));
      if (page) return sendBuilt(reply, page, TYPES.html, 'no-cache');
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    });
    // The contract at an address that does not change (Redoc's Download button, tools): the
    // one the page was built from, or before any build the contract itself.
    app.get(`${basePath}/docs/openapi.yaml`, { config }, async (request, reply) => {
      const contract =
        (await readBuilt(request, join(dir, 'openapi.yaml'))) ??
        (await readBuilt(request, contractFile));
      if (!contract) return reply.callNotFound();
      return sendBuilt(reply, contract, TYPES.yaml, 'no-cache');
    });
    app.get<{ Params: { file: string } }>(
      `${basePath}/docs/:file`,
      { config },
      async (request, reply) => {
        const extension = HASHED_FILE.exec(request.params.file)?.[1] as 'js' | 'yaml' | undefined;
        const file = extension && (await readBuilt(request, join(dir, request.params.file)));
        if (!extension || !file) return reply.callNotFound();
        return sendBuilt(reply, file, TYPES[extension], FOR_GOOD);
      },
    );
  },
  { name: 'api-docs', dependencies: ['contract'] },
);
