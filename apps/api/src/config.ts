import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RateMicros } from '@pod-portal/domain';
import webpush from 'web-push';
import { apiRoot } from './code-location.ts';
import { type Environment, parseEnvironment } from './environment.ts';
import type { StorageSettings } from './storage/open-storage.ts';

/** PayFast's merchant: live, PayFast's sandbox, or the built-in local stand-in. */
export interface PayfastSettings {
  /** Where payments go: PayFast live, PayFast's sandbox, or the built-in local stand-in. */
  mode: 'live' | 'sandbox' | 'local';
  merchantId: string;
  merchantKey: string;
  passphrase: string | undefined;
}

/**
 * PayPal's REST app (client credentials, the webhook it notifies, its API's base) or, in `local`
 * mode, the built-in stand-in; and the rate rand top-ups are charged at in US dollars.
 */
export interface PaypalSettings {
  mode: 'remote' | 'local';
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
  /** US dollars per rand in millionths (domain `parseRate`). */
  rate: RateMicros;
}

/** Attempts allowed in one window before answering 429. */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  /** The server's version (package.json). */
  version: string;
  production: boolean;
  /**
   * The proxies in front, by address or CIDR (TRUST_PROXY): a request from one of them is taken
   * to come from the address its X-Forwarded-For names (throttling). Empty: none is trusted.
   */
  trustProxy: string[];
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
  /** A file that also gets the log as JSON lines, from its own level (LOG_FILE, LOG_FILE_LEVEL). */
  logFile: { path: string; level: string } | undefined;
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
  /**
   * PayFast's merchant (live, or PayFast's sandbox), or, without PAYFAST_MERCHANT_ID, the built-in
   * local stand-in with PayFast's sandbox test merchant and a passphrase only this server knows.
   */
  payfast: PayfastSettings;
  /**
   * PayPal (PAYPAL_CLIENT_ID, _SECRET, _WEBHOOK_ID, _API_BASE, _USD_PER_ZAR) or, without them,
   * the built-in local stand-in at its stated rate; null (PayPal not offered) in production
   * without them, where the stand-in would credit balances with no payment.
   */
  paypal: PaypalSettings | null;
  /** The seller named on invoices; without a VAT number they are not tax invoices. */
  company: { name: string; address: string | undefined; vatNumber: string | undefined };
  /** Where files go: `DATA_DIR/files`, or an S3 bucket when S3_BUCKET is set. */
  storage: StorageSettings;
  /**
   * The certificate that seals signed contracts: a PKCS#12 file given by CONTRACT_SEAL_P12
   * (with CONTRACT_SEAL_PASSPHRASE), or one the server creates in DATA_DIR on first start.
   */
  contractSeal:
    | { kind: 'p12'; file: string; passphrase: string }
    | { kind: 'generated'; dir: string };
  /**
   * Web push: the VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair the server
   * creates in DATA_DIR on first start), the contact push services see, and whether loopback
   * http endpoints are accepted (PUSH_LOOPBACK_ENDPOINTS, for a test's own push service).
   */
  push: { publicKey: string; privateKey: string; subject: string; loopbackEndpoints: boolean };
  jobs: {
    /** Whether this process runs the background jobs (JOB_WORKERS=false: it only enqueues them). */
    workers: boolean;
    /** The first retry's delay; each later one doubles it, with jitter. */
    retryDelaySeconds: number;
    /** Whether this process starts the quarterly payout runs when due (QUARTERLY_PAYOUTS). */
    quarterlyPayouts: boolean;
    /** Whether this process starts the monthly royalty statement runs when due (MONTHLY_STATEMENTS). */
    monthlyStatements: boolean;
    /** Whether this process queues the hourly deletion of ended throttle windows (PRUNE_THROTTLES). */
    pruneThrottles: boolean;
    /** Whether this process queues the hourly re-read of PayPal payout batches (PAYPAL_PAYOUT_CHECKS). */
    paypalPayoutChecks: boolean;
    /** Whether this process re-reads refunds PayPal left pending, hourly (PAYPAL_REFUND_CHECKS). */
    paypalRefundChecks: boolean;
  };
  throttle: {
    loginPerAccount: ThrottleRule;
    loginPerAddress: ThrottleRule;
    /** Emailed login codes sent (the first and every "Send a new code"). */
    loginCodePerAccount: ThrottleRule;
    loginCodePerAddress: ThrottleRule;
    /** Wrong codes at the login's second step (emailed, app or recovery codes). */
    secondStepPerAccount: ThrottleRule;
    secondStepPerAddress: ThrottleRule;
    forgotPerAccount: ThrottleRule;
    forgotPerAddress: ThrottleRule;
    /** Verification and reset links. */
    linkPerAccount: ThrottleRule;
    linkPerAddress: ThrottleRule;
    /** Failed coupon redemptions (guessing codes). */
    couponPerAccount: ThrottleRule;
    /** Registrations from one client address (U30 answers tell which emails exist). */
    registerPerAddress: ThrottleRule;
    /** Chat messages of one author (each may carry a 5 MB image). */
    chatPerAccount: ThrottleRule;
  };
}

type Env = Record<string, string | undefined>;

const MINUTE = 60;

/**
 * A secret given in the environment (`given`, already checked: 32 characters or more), else one
 * generated on first start and kept in DATA_DIR/`file`, so it survives restarts.
 */
function persistedSecret(
  given: string | undefined,
  dataDir: string,
  file: string,
  create = () => randomBytes(48).toString('base64url'),
): string {
  if (given !== undefined) return given;
  const path = join(dataDir, file);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    const secret = create();
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** The web push key pair created on first start, kept in DATA_DIR as `public.private`. */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const kept = persistedSecret(undefined, dataDir, 'vapid-keys', () => {
    const pair = webpush.generateVAPIDKeys();
    return `${pair.publicKey}.${pair.privateKey}`;
  });
  const [publicKey = '', privateKey = ''] = kept.split('.');
  return { publicKey, privateKey };
}

/** Who push services contact about our messages (VAPID's `sub`): the sender's address. */
function pushSubject(mailFrom: string, publicUrl: string | undefined): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (/^[^@\s]+@[^@\s]+$/.test(address)) return `mailto:${address}`;
  return publicUrl?.startsWith('https:') ? publicUrl : 'mailto:no-reply@localhost';
}

// The repository's root: `./data` there is where a newcomer looks for the embedded database.
const workspaceRoot = join(apiRoot, '../..');

/**
 * Where the data lives: `DATA_DIR` (relative to where the command was typed: pnpm runs package
 * scripts in the package's folder and says where it was called from in INIT_CWD), else the
 * repository root's `data/`; and the PostgreSQL server, when `DATABASE_URL` names one.
 */
/** The stand-in's stated rate: dollars per rand in millionths (0.055). */
const STAND_IN_RATE: RateMicros = 55_000;

function paypalSettings(checked: Environment, tokenSecret: string): PaypalSettings | null {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_USD_PER_ZAR } = checked;
  if (PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET && PAYPAL_WEBHOOK_ID && PAYPAL_USD_PER_ZAR) {
    return {
      mode: 'remote',
      clientId: PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_CLIENT_SECRET,
      webhookId: PAYPAL_WEBHOOK_ID,
      apiBase: checked.PAYPAL_API_BASE,
      rate: PAYPAL_USD_PER_ZAR,
    };
  }
  if (checked.NODE_ENV === 'production') return null;
  return {
    mode: 'local',
    clientId: 'local-stand-in',
    clientSecret: createHash('sha256').update(`paypal-local:${tokenSecret}`).digest('hex'),
    webhookId: 'local-stand-in',
    apiBase: 'http://paypal.stand-in',
    rate: PAYPAL_USD_PER_ZAR ?? STAND_IN_RATE,
  };
}

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

/** The server's configuration from the environment, checked by one schema (`environment.ts`). */
export function loadConfig(env: Env = process.env): Config {
  const checked = parseEnvironment(env);
  const { dataDir, databaseUrl } = databaseLocation(env);
  const pkg = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const tokenSecret = persistedSecret(checked.TOKEN_SECRET, dataDir, 'token-secret');
  return {
    version: pkg.version,
    production: checked.NODE_ENV === 'production',
    trustProxy: checked.TRUST_PROXY,
    host: checked.HOST,
    port: checked.PORT,
    dataDir,
    databaseUrl,
    publicUrl: (checked.PUBLIC_URL ?? `http://localhost:${checked.PORT}`).replace(/\/+$/, ''),
    smtpUrl: checked.SMTP_URL,
    mailFrom: checked.MAIL_FROM,
    logLevel: checked.LOG_LEVEL,
    logFormat:
      checked.LOG_FORMAT === 'json' || (checked.LOG_FORMAT !== 'pretty' && !process.stdout.isTTY)
        ? 'json'
        : 'pretty',
    logFile: checked.LOG_FILE
      ? { path: resolve(checked.LOG_FILE), level: checked.LOG_FILE_LEVEL }
      : undefined,
    tokenSecret: new TextEncoder().encode(tokenSecret),
    dataKey: createHash('sha256')
      .update(persistedSecret(checked.DATA_KEY, dataDir, 'data-key'))
      .digest(),
    accessTokenSeconds: checked.ACCESS_TOKEN_SECONDS,
    refreshTokenSeconds: checked.REFRESH_TOKEN_SECONDS,
    verifyTokenSeconds: checked.VERIFY_TOKEN_SECONDS,
    resetTokenSeconds: checked.RESET_TOKEN_SECONDS,
    bodyLimitBytes: checked.BODY_LIMIT_BYTES,
    portalDist: resolve(checked.PORTAL_DIST ?? join(apiRoot, '../portal/dist')),
    payfast:
      checked.PAYFAST_MERCHANT_ID && checked.PAYFAST_MERCHANT_KEY
        ? {
            mode: checked.PAYFAST_MODE ?? 'sandbox',
            merchantId: checked.PAYFAST_MERCHANT_ID,
            merchantKey: checked.PAYFAST_MERCHANT_KEY,
            passphrase: checked.PAYFAST_PASSPHRASE,
          }
        : {
            mode: 'local',
            merchantId: '10000100',
            merchantKey: '46f0cd694581a',
            passphrase: createHash('sha256').update(`payfast-local:${tokenSecret}`).digest('hex'),
          },
    paypal: paypalSettings(checked, tokenSecret),
    company: {
      name: checked.COMPANY_NAME,
      address: checked.COMPANY_ADDRESS,
      vatNumber: checked.COMPANY_VAT_NUMBER,
    },
    storage: checked.S3_BUCKET
      ? {
          kind: 's3',
          bucket: checked.S3_BUCKET,
          region: checked.S3_REGION,
          endpoint: checked.S3_ENDPOINT,
          credentials:
            checked.S3_ACCESS_KEY_ID && checked.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: checked.S3_ACCESS_KEY_ID,
                  secretAccessKey: checked.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: checked.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: join(dataDir, 'files') },
    contractSeal: checked.CONTRACT_SEAL_P12
      ? {
          kind: 'p12',
          file: resolve(env.INIT_CWD || process.cwd(), checked.CONTRACT_SEAL_P12),
          passphrase: checked.CONTRACT_SEAL_PASSPHRASE ?? '',
        }
      : { kind: 'generated', dir: dataDir },
    push: {
      ...(checked.VAPID_PUBLIC_KEY && checked.VAPID_PRIVATE_KEY
        ? { publicKey: checked.VAPID_PUBLIC_KEY, privateKey: checked.VAPID_PRIVATE_KEY }
        : persistedVapidKeys(dataDir)),
      subject: pushSubject(checked.MAIL_FROM, checked.PUBLIC_URL),
      loopbackEndpoints: checked.PUSH_LOOPBACK_ENDPOINTS,
    },
    jobs: {
      workers: checked.JOB_WORKERS,
      retryDelaySeconds: checked.JOB_RETRY_DELAY_SECONDS,
      quarterlyPayouts: checked.QUARTERLY_PAYOUTS,
      monthlyStatements: checked.MONTHLY_STATEMENTS,
      pruneThrottles: checked.PRUNE_THROTTLES,
      paypalPayoutChecks: checked.PAYPAL_PAYOUT_CHECKS,
      paypalRefundChecks: checked.PAYPAL_REFUND_CHECKS,
    },
    throttle: {
      loginPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
      loginPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      loginCodePerAccount: { max: 5, windowSeconds: 15 * MINUTE },
      loginCodePerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      secondStepPerAccount: { max: 20, windowSeconds: 15 * MINUTE },
      secondStepPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      forgotPerAccount: { max: 3, windowSeconds: 60 * MINUTE },
      forgotPerAddress: { max: 20, windowSeconds: 60 * MINUTE },
      linkPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
      linkPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
      couponPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
      registerPerAddress: { max: 20, windowSeconds: 60 * MINUTE },
      chatPerAccount: { max: 60, windowSeconds: 10 * MINUTE },
    },
  };
}
