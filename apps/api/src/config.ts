import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Attempts allowed in one window before answering 429. */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  /** The server's version (package.json). */
  version: string;
  production: boolean;
  /** Trust X-Forwarded-For from a proxy in front (TRUST_PROXY=true): client addresses for throttling. */
  trustProxy: boolean;
  host: string;
  port: number;
  /** Where the embedded database, the generated token secret and files live. */
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** The portal's origin, used in emailed links. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** `pretty`: one readable line per request (the default in a terminal); `json`: pino's lines. */
  logFormat: 'pretty' | 'json';
  tokenSecret: Uint8Array;
  /** AES-256 key for personal information at rest (bank details): from DATA_KEY or generated. */
  dataKey: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  verifyTokenSeconds: number;
  resetTokenSeconds: number;
  bodyLimitBytes: number;
  /** Directory of the built portal served at `/` when it exists (default apps/portal/dist). */
  portalDist: string | undefined;
  throttle: {
    loginPerAccount: ThrottleRule;
    loginPerAddress: ThrottleRule;
    forgotPerAccount: ThrottleRule;
    forgotPerAddress: ThrottleRule;
    /** Verification and reset links. */
    linkPerAccount: ThrottleRule;
    linkPerAddress: ThrottleRule;
    /** Failed coupon redemptions (guessing codes). */
    couponPerAccount: ThrottleRule;
    /** Registrations from one client address (U30 answers tell which emails exist). */
    registerPerAddress: ThrottleRule;
  };
}

type Env = Record<string, string | undefined>;

const MINUTE = 60;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

/**
 * A secret given in the environment variable `name` (at least 32 characters), else one
 * generated on first start and kept in DATA_DIR/`file`, so it survives restarts.
 */
function persistedSecret(env: Env, name: string, dataDir: string, file: string): string {
  const given = env[name];
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new Error(`${name} must be at least 32 characters`);
    return given;
  }
  const path = join(dataDir, file);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

// The repository's root: `./data` there is where a newcomer looks for the embedded database.
const workspaceRoot = join(import.meta.dirname, '../../..');

/**
 * Where the data lives: `DATA_DIR` (relative to where the command was typed: pnpm runs package
 * scripts in the package's folder and says where it was called from in INIT_CWD), else the
 * repository root's `data/`; and the PostgreSQL server, when `DATABASE_URL` names one.
 */
export function databaseLocation(env: Env = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  return {
    dataDir: env.DATA_DIR
      ? resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR)
      : join(workspaceRoot, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const { dataDir, databaseUrl } = databaseLocation(env);
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
    version: string;
  };
  return {
    version: pkg.version,
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    host: env.HOST || '127.0.0.1',
    port,
    dataDir,
    databaseUrl,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Print on Demand <no-reply@localhost>',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat:
      env.LOG_FORMAT === 'json' || (env.LOG_FORMAT !== 'pretty' && !process.stdout.isTTY)
        ? 'json'
        : 'pretty',
    tokenSecret: new TextEncoder().encode(
      persistedSecret(env, 'TOKEN_SECRET', dataDir, 'token-secret'),
    ),
    dataKey: createHash('sha256')
      .update(persistedSecret(env, 'DATA_KEY', dataDir, 'data-key'))
      .digest(),
    accessTokenSeconds: integer(env, 'ACCESS_TOKEN_SECONDS', 15 * MINUTE),
    refreshTokenSeconds: integer(env, 'REFRESH_TOKEN_SECONDS', 30 * 24 * 60 * MINUTE),
    verifyTokenSeconds: integer(env, 'VERIFY_TOKEN_SECONDS', 24 * 60 * MINUTE),
    resetTokenSeconds: integer(env, 'RESET_TOKEN_SECONDS', 60 * MINUTE),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    portalDist: resolve(env.PORTAL_DIST || join(import.meta.dirname, '../../portal/dist')),
    throttle: {
      loginPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
      loginPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      forgotPerAccount: { max: 3, windowSeconds: 60 * MINUTE },
      forgotPerAddress: { max: 20, windowSeconds: 60 * MINUTE },
      linkPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
      linkPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      couponPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
      registerPerAddress: { max: 20, windowSeconds: 60 * MINUTE },
    },
  };
}
