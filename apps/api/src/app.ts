import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type Contract, loadContract } from '@pod-portal/openapi/operations';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { codeDir, moduleExtension } from './code-location.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { databasePlugin } from './db/database-plugin.ts';
import { accountEmailJob } from './features/accounts/index.ts';
import {
  createAuthGuard,
  loginAlertJob,
  passkeyEmailJob,
  sessionEndsPlugin,
  twoFactorEmailJob,
} from './features/auth/index.ts';
import { chatEventsPlugin } from './features/chat/index.ts';
import { contractEmailJob, contractSealPlugin } from './features/contracts/index.ts';
import { payeeAnswerEmailJob, payeeInvitationEmailJob } from './features/payees/index.ts';
import {
  creditNoteJob,
  invoiceJob,
  paymentsPlugin,
  paypalPlugin,
  pendingPaypalRefundsJob,
} from './features/payments/index.ts';
import {
  paypalPayoutChecksJob,
  paypalPayoutsJob,
  quarterlyPayoutsJob,
} from './features/payouts/index.ts';
import { pushJob } from './features/push/index.ts';
import { monthlyStatementsJob, royaltyStatementJob } from './features/statements/index.ts';
import { preflightJob } from './features/uploads/index.ts';
import { apiDocsPlugin } from './http/api-docs.ts';
import {
  answerClientError,
  answerFrameworkError,
  errorEnvelopePlugin,
} from './http/error-envelope.ts';
import { idempotencyPlugin } from './http/idempotency.ts';
import { loggerOptions } from './http/logger-options.ts';
import { contractPlugin } from './http/openapi/contract-plugin.ts';
import { prerenderedPages } from './http/prerendered-pages.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { pruneThrottlesJob, watchThrottlePruning } from './lib/prune-throttles-job.ts';
import { mailerPlugin } from './mail/mailer-plugin.ts';
import { pdfPlugin } from './pdf/pdf-plugin.ts';
import { deleteFilesJob } from './storage/delete-files-job.ts';
import { storagePlugin } from './storage/storage-plugin.ts';

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
  /** Only these route modules (their folder names, `<resource>`); all of them by default. */
  routeModules?: string[];
}

/**
 * A route module: `src/features/<feature>/routes/<resource>/index.ts` exports the plugin and,
 * optionally, a prefix.
 */
interface RouteModule {
  default: FastifyPluginAsync;
  /** Where the module's paths are mounted; the contract's base path (`/api`) when absent. */
  prefix?: string;
}

const featuresDir = join(codeDir, 'features');
const routeIndex = `index${moduleExtension}`;

/** Each route module's folder by its name: `features/<feature>/routes/<resource>/`. */
function routeFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    const routesDir = join(featuresDir, feature.name, 'routes');
    if (!feature.isDirectory() || !existsSync(routesDir)) continue;
    for (const entry of readdirSync(routesDir, { withFileTypes: true })) {
      const dir = join(routesDir, entry.name);
      if (!entry.isDirectory() || !existsSync(join(dir, routeIndex))) continue;
      const other = folders.get(entry.name);
      if (other) throw new Error(`two route modules named ${entry.name}: ${other} and ${dir}`);
      folders.set(entry.name, dir);
    }
  }
  return folders;
}

/**
 * Every `src/features/<feature>/routes/<resource>/index.ts`, so a new resource needs no edit
 * here. Imported from this module, not by @fastify/autoload: under vitest only imports made by
 * our own (transformed) code reach the TypeScript sources, and autoload's native import would
 * load a second copy of every module the routes share with the app (the session cache among
 * them).
 */
async function routeModules(only: string[] | undefined): Promise<[string, RouteModule][]> {
  const folders = routeFolders();
  const names = [...folders.keys()]
    .filter((name) => only === undefined || only.includes(name))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const dir = folders.get(name) as string;
      const module = (await import(pathToFileURL(join(dir, routeIndex)).href)) as RouteModule;
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
  const contract = await loadContract();
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
    // API answers are never kept; the reference page's files say how long they keep.
    const isApiAnswer =
      request.url.startsWith(`${contract.basePath}/`) && !request.routeOptions.config.apiReference;
    if (isApiAnswer) reply.header('cache-control', 'no-store');
  });

  const portalDir =
    config.portalDist && existsSync(join(config.portalDist, 'index.html'))
      ? config.portalDist
      : undefined;
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin);
  await app.register(storagePlugin);
  await app.register(pdfPlugin);
  await app.register(contractSealPlugin);
  await app.register(jobsPlugin, {
    definitions: [
      accountEmailJob,
      twoFactorEmailJob,
      passkeyEmailJob,
      loginAlertJob,
      contractEmailJob,
      preflightJob,
      invoiceJob,
      creditNoteJob,
      pushJob,
      deleteFilesJob,
      pruneThrottlesJob,
      quarterlyPayoutsJob,
      paypalPayoutsJob,
      paypalPayoutChecksJob,
      pendingPaypalRefundsJob,
      monthlyStatementsJob,
      royaltyStatementJob,
      payeeInvitationEmailJob,
      payeeAnswerEmailJob,
    ],
  });
  watchThrottlePruning(app);
  await app.register(paymentsPlugin);
  await app.register(paypalPlugin);
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
