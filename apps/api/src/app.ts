import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { codeDir, moduleExtension } from './code-location.ts';
import type { Config } from './config.ts';
import { type Contract, loadContract } from './contract/load-contract.ts';
import type { Database } from './db/client.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { createAuthGuard } from './plugins/auth.ts';
import { chatEventsPlugin } from './plugins/chat-events.ts';
import { contractPlugin } from './plugins/contract.ts';
import { databasePlugin } from './plugins/database.ts';
import {
  answerClientError,
  answerFrameworkError,
  errorEnvelopePlugin,
} from './plugins/error-envelope.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { loggerOptions } from './plugins/logger-options.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { pdfPlugin } from './plugins/pdf.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionEndsPlugin } from './plugins/session-ends.ts';
import { storagePlugin } from './plugins/storage.ts';
import { prerenderedPages } from './portal/prerendered-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    contract: Contract;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where the JSON log lines go (stdout by default); the tests read them. */
  logStream?: NodeJS.WritableStream;
  /**
   * Called before the routes are registered: the tests' contract conformance hooks, the
   * benchmarks' baseline routes.
   */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** Only these route modules (folder names under src/routes); all of them by default. */
  routeModules?: string[];
}

/** A route module: `src/routes/<resource>/index.ts` exports the plugin and, optionally, a prefix. */
interface RouteModule {
  default: FastifyPluginAsync;
  /** Where the module's paths are mounted; the contract's base path (`/api`) when absent. */
  prefix?: string;
}

const routesDir = join(codeDir, 'routes');
const routeIndex = `index${moduleExtension}`;

/**
 * Every `src/routes/<resource>/index.ts`, so a new resource needs no edit here. Imported from
 * this module, not by @fastify/autoload: under vitest only imports made by our own (transformed)
 * code reach the TypeScript sources, and autoload's native import would load a second copy of
 * every module the routes share with the app (the session cache among them).
 */
async function routeModules(only: string[] | undefined): Promise<[string, RouteModule][]> {
  const names = readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(routesDir, entry.name, routeIndex)))
    .filter((entry) => only === undefined || only.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const module = (await import(
        pathToFileURL(join(routesDir, name, routeIndex)).href
      )) as RouteModule;
      return [name, module] as [string, RouteModule];
    }),
  );
}

/** The Fastify server: plugins, the contract's routes under /api, and the built portal at /. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.logFormat, options.logStream, config.logFile),
    bodyLimit: config.bodyLimitBytes,
    exposeHeadRoutes: false,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Long enough for every path value the contract allows (tokens and file names of 200).
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const contract = loadContract();
  app.decorate('config', config);
  app.decorate('contract', contract);
  app.decorateRequest('user', null);

  // While closing, answers end their keep-alive connection: in-flight requests finish and
  // their sockets close, so shutdown does not wait for idle keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(`${contract.basePath}/`)) reply.header('cache-control', 'no-store');
  });

  const portalDir =
    config.portalDist && existsSync(join(config.portalDist, 'index.html'))
      ? config.portalDist
      : undefined;
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin);
  await app.register(storagePlugin);
  await app.register(pdfPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(sessionEndsPlugin);
  await app.register(chatEventsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(idempotencyPlugin);
  const prerendered = portalDir ? prerenderedPages(portalDir) : new Map<string, string>();
  await app.register(errorEnvelopePlugin, {
    spaFallback: (request) => {
      const isPortalPage =
        portalDir !== undefined &&
        request.method === 'GET' &&
        !request.url.startsWith(`${contract.basePath}/`) &&
        request.url !== contract.basePath &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPortalPage) return undefined;
      return prerendered.get(request.url.split('?')[0] ?? '') ?? 'index.html';
    },
  });
  await app.register(contractPlugin, {
    contract,
    guard: createAuthGuard(database.db, config.tokenSecret),
  });
  if (portalDir) {
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      // The portal's build keeps brotli and gzip copies of its text assets: each browser gets
      // the smallest it accepts (with Vary: Accept-Encoding).
      preCompressed: true,
      // Vite's hashed assets never change; everything else (index.html, sw.js) is revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  await app.register(apiDocsPlugin, { basePath: contract.basePath });

  options.beforeRoutes?.(app);
  for (const [name, module] of await routeModules(options.routeModules)) {
    await app.register(module.default, { prefix: module.prefix ?? contract.basePath });
    app.log.debug({ routes: name }, 'route module registered');
  }
  return app;
}
