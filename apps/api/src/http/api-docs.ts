import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reference page and its files: served under /api, but not operations of the contract. */
    apiReference?: boolean;
  }
}

const require = createRequire(import.meta.url);
const contractFile = require.resolve('@pod-portal/openapi/openapi.yaml');
// Where the openapi package's `build` writes the page and its files.
const referenceDir = join(dirname(contractFile), 'dist', 'reference');
// The page's scripts and font are named by their content's hash: they never change under a name.
const FILE_NAME = /^[0-9a-f]{16}\.(js|woff)$/;
const FILE_TYPES = {
  js: 'text/javascript; charset=utf-8',
  woff: 'font/woff',
} as const;

/**
 * The API's reference page at `/api/docs`: the contract rendered by Redoc at build time
 * (`redocly build-docs`, its scripts and font moved into files so the page passes the
 * Content-Security-Policy every page gets), and the contract itself at `/api/docs/openapi.yaml`.
 * Everything comes from this server; nothing is loaded from another origin. The contract's
 * introduction explains authentication; every operation has its examples.
 */
export const apiDocsPlugin = fp<{ basePath: string }>(
  async (app, { basePath }) => {
    const config = { apiReference: true };
    app.get(`${basePath}/docs/openapi.yaml`, { config }, (_, reply) =>
      reply
        .type('application/yaml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(createReadStream(contractFile)),
    );
    // Run from a checkout's sources before any build, the server answers without the page.
    if (!existsSync(join(referenceDir, 'index.html'))) {
      app.log.warn('The API reference is not built (pnpm build): /api/docs is not served');
      return;
    }
    app.get(`${basePath}/docs`, { config }, (_, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(createReadStream(join(referenceDir, 'index.html'))),
    );
    app.get<{ Params: { file: string } }>(
      `${basePath}/docs/:file`,
      { config },
      (request, reply) => {
        const { file } = request.params;
        const extension = FILE_NAME.exec(file)?.[1];
        if (!extension || !existsSync(join(referenceDir, file))) return reply.callNotFound();
        return reply
          .type(FILE_TYPES[extension as keyof typeof FILE_TYPES])
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(join(referenceDir, file)));
      },
    );
  },
  { name: 'api-docs', dependencies: ['contract'] },
);
