import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reference page and its files: served under /api, but not operations of the contract. */
    apiReference?: boolean;
  }
}

const require = createRequire(import.meta.url);
const redocScript = require.resolve('redoc/bundles/redoc.standalone.js');
const contractFile = require.resolve('@pod-portal/openapi/openapi.yaml');

// Redoc's sidebar shows Redocly's logo from their CDN; the page loads nothing from another
// origin, so the script gets an empty image there (Redoc hides an image that does not show).
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

// No inline script or style: the page passes the Content-Security-Policy every page gets.
const page = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Print on Demand API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <redoc spec-url="${base}/docs/openapi.yaml" hide-download-button="false"></redoc>
    <script src="${base}/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

/**
 * The API's reference page at `/api/docs`, built from `openapi/openapi.yaml` by Redoc's renderer,
 * self-hosted: the page, Redoc's script (redoc 2; redoc 3's dependencies are not all published)
 * and the contract all come from this server, and nothing is loaded from another origin. The contract's introduction explains authentication; every operation has its
 * examples.
 */
export const apiDocsPlugin = fp<{ basePath: string }>(
  async (app, { basePath }) => {
    const contract = readFileSync(contractFile, 'utf8');
    // Redoc's 1.1 MB script is read when the page is first asked for, not at every start.
    let script: string | undefined;
    const redoc = () => {
      script ??= readFileSync(redocScript, 'utf8').replaceAll(REDOCLY_LOGO, NO_IMAGE);
      return script;
    };
    const config = { apiReference: true };
    app.get(`${basePath}/docs`, { config }, (_, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page(basePath)),
    );
    app.get(`${basePath}/docs/openapi.yaml`, { config }, (_, reply) =>
      reply
        .type('application/yaml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(contract),
    );
    app.get(`${basePath}/docs/redoc.standalone.js`, { config }, (_, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(redoc()),
    );
  },
  { name: 'api-docs', dependencies: ['contract'] },
);
