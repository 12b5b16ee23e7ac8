import { isIP } from 'node:net';
import { parseRate } from '@pod-portal/domain';
import { z } from 'zod';

/** A setting the server cannot start with; the message names every wrong variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MINUTE = 60;

// Unset and empty are the same: `PORT= pnpm start` means the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number, fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be from ${min}`).max(max, `must be at most ${max}`)),
  ).transform((value) => value ?? fallback);

const urlWith = (protocols: string[], example: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

const secret = optional(z.string().min(32, 'must be at least 32 characters'));
const trueOrFalse = optional(z.enum(['true', 'false'], 'must be true or false'));
/** Off unless set to `true`. */
const flag = trueOrFalse.transform((value) => value === 'true');
/** On unless set to `false`: the switches of work a server does by itself. */
const switchOn = trueOrFalse.transform((value) => value !== 'false');

/** An address, or a network in CIDR form (`10.0.0.0/8`). */
const isAddressOrNetwork = (text: string) => {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
};

/**
 * The proxies whose X-Forwarded-For is believed, by address: only a request from one of them
 * can name another client. `true` and hop counts are refused: they take the header of whoever
 * connects, so a client reaching the server could choose its own address (decision 065).
 */
const trustedProxies = optional(
  z
    .string()
    .transform((value) => (value === 'false' ? [] : value.split(',').map((part) => part.trim())))
    .refine(
      (proxies) => proxies.every(isAddressOrNetwork),
      'must be false or the addresses of the proxies in front, like 127.0.0.1 or 10.0.0.0/8, 10.1.2.3; true or a count of proxies would let a client choose its own address',
    ),
).transform((proxies) => proxies ?? []);

/**
 * Every environment variable the server reads, checked at once at start-up: a wrong one stops
 * it with a message naming it (README: apps/api/README.md lists them).
 */
const environmentSchema = z
  .object({
    NODE_ENV: optional(z.string()),
    PORT: wholeNumber(0, 65_535, 3000),
    HOST: optional(z.string()).transform((value) => value ?? '127.0.0.1'),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(urlWith(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db')),
    PUBLIC_URL: optional(urlWith(['http:', 'https:'], 'https://books.example.co.za')),
    SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'smtps://user:password@mail.example:465')),
    MAIL_FROM: optional(z.string()).transform(
      (value) => value ?? 'Print on Demand <no-reply@localhost>',
    ),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ).transform((value) => value ?? 'info'),
    LOG_FORMAT: optional(z.enum(['pretty', 'json'], 'must be pretty or json')),
    // A file that also gets the log, as JSON lines, from LOG_FILE_LEVEL up (info by default).
    LOG_FILE: optional(z.string()),
    LOG_FILE_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace'], {
        error: 'must be one of fatal, error, warn, info, debug, trace',
      }),
    ).transform((value) => value ?? 'info'),
    TRUST_PROXY: trustedProxies,
    TOKEN_SECRET: secret,
    DATA_KEY: secret,
    ACCESS_TOKEN_SECONDS: wholeNumber(1, 86_400, 15 * MINUTE),
    REFRESH_TOKEN_SECONDS: wholeNumber(1, 365 * 86_400, 30 * 24 * 60 * MINUTE),
    VERIFY_TOKEN_SECONDS: wholeNumber(1, 30 * 86_400, 24 * 60 * MINUTE),
    RESET_TOKEN_SECONDS: wholeNumber(1, 7 * 86_400, 60 * MINUTE),
    BODY_LIMIT_BYTES: wholeNumber(1024, 100 * 1024 * 1024, 1024 * 1024),
    PORTAL_DIST: optional(z.string()),
    JOB_WORKERS: switchOn,
    JOB_RETRY_DELAY_SECONDS: wholeNumber(1, 3600, 30),
    QUARTERLY_PAYOUTS: switchOn,
    MONTHLY_STATEMENTS: switchOn,
    PRUNE_THROTTLES: switchOn,
    PAYPAL_PAYOUT_CHECKS: switchOn,
    PAYPAL_REFUND_CHECKS: switchOn,
    // The seller named on tax invoices; a South African VAT number is 10 digits starting with 4.
    COMPANY_NAME: optional(z.string().min(1).max(120)).transform(
      (value) => value ?? 'Print on Demand',
    ),
    COMPANY_ADDRESS: optional(z.string().max(300)),
    COMPANY_VAT_NUMBER: optional(
      z.string().regex(/^4\d{9}$/, 'must be a South African VAT number: 10 digits starting with 4'),
    ),
    PAYFAST_MERCHANT_ID: optional(
      z.string().regex(/^\d{1,12}$/, 'must be the merchant id PayFast gave, digits only'),
    ),
    PAYFAST_MERCHANT_KEY: optional(
      z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'must be the merchant key PayFast gave'),
    ),
    PAYFAST_PASSPHRASE: optional(z.string().max(100, 'must be at most 100 characters')),
    PAYFAST_MODE: optional(z.enum(['live', 'sandbox'], 'must be live or sandbox')),
    PAYPAL_CLIENT_ID: optional(
      z.string().regex(/^[\w-]{1,128}$/, 'must be the client id PayPal gave'),
    ),
    PAYPAL_CLIENT_SECRET: optional(z.string().min(1).max(256)),
    PAYPAL_WEBHOOK_ID: optional(
      z.string().regex(/^[\w-]{1,64}$/, 'must be the webhook id PayPal gave'),
    ),
    // PayPal's REST API: its sandbox unless the live one is given.
    PAYPAL_API_BASE: optional(urlWith(['https:'], 'https://api-m.paypal.com')).transform(
      (value) => value ?? 'https://api-m.sandbox.paypal.com',
    ),
    // US dollars per rand, at most six decimals: what a rand top-up is charged at in PayPal.
    PAYPAL_USD_PER_ZAR: optional(
      z.string().transform((value, context) => {
        const rate = parseRate(value);
        if (rate !== null) return rate;
        context.addIssue({
          code: 'custom',
          message:
            'must be dollars per rand, above 0 and at most 10, with at most six decimals (0.055)',
        });
        return z.NEVER;
      }),
    ),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
    ),
    // Cape Town: the AWS region nearest the authors.
    S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]+$/, 'must be a region such as af-south-1'),
    ).transform((value) => value ?? 'af-south-1'),
    S3_ENDPOINT: optional(urlWith(['http:', 'https:'], 'https://s3.example.co.za')),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: flag,
    CONTRACT_SEAL_P12: optional(z.string().min(1)),
    CONTRACT_SEAL_PASSPHRASE: optional(z.string()),
    // Web push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them).
    VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters)'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters)'),
    ),
    // Push subscriptions on http://127.0.0.1 or localhost (a test's own push service).
    PUSH_LOOPBACK_ENDPOINTS: flag,
  })
  .superRefine((env, context) => {
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'must be set with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY both, or neither',
      });
    }
    if ((env.PAYFAST_MERCHANT_ID === undefined) !== (env.PAYFAST_MERCHANT_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [
          env.PAYFAST_MERCHANT_ID === undefined ? 'PAYFAST_MERCHANT_ID' : 'PAYFAST_MERCHANT_KEY',
        ],
        message: 'must be set with PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY both, or neither',
      });
    }
    if (env.PAYFAST_MODE === 'live' && !env.PAYFAST_PASSPHRASE) {
      context.addIssue({
        code: 'custom',
        path: ['PAYFAST_PASSPHRASE'],
        message: 'is required when PAYFAST_MODE=live (it protects the payment forms)',
      });
    }
    const paypal = [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID];
    const paypalSet = paypal.filter((value) => value !== undefined).length;
    if (paypalSet > 0 && paypalSet < paypal.length) {
      context.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message:
          'must be set with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID all, or none',
      });
    }
    if (env.PAYPAL_CLIENT_ID !== undefined && env.PAYPAL_USD_PER_ZAR === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['PAYPAL_USD_PER_ZAR'],
        message: 'is required with PAYPAL_CLIENT_ID (the rate rand top-ups are charged at)',
      });
    }
    const s3Set = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].some(
      (value) => value !== undefined,
    );
    if (s3Set && env.S3_BUCKET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3_ENDPOINT or S3 keys are set (the bucket files go to)',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
        message: 'must be set with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY both, or neither',
      });
    }
    // Without a merchant the built-in sandbox plays PayFast, and its Pay credits balances with
    // no money moving: a production server takes real payments.
    if (env.NODE_ENV === 'production' && env.PAYFAST_MERCHANT_ID === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['PAYFAST_MERCHANT_ID'],
        message:
          'is required when NODE_ENV=production (without a merchant the built-in sandbox would credit balances with no payment)',
      });
    }
    // Emailed links must reach the portal: a production server cannot guess its public address.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production (the address emailed links point to)',
      });
    }
  });

export type Environment = z.output<typeof environmentSchema>;

/** The environment, checked; a `ConfigError` naming each wrong variable and its value otherwise. */
export function parseEnvironment(env: Record<string, string | undefined>): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const given = env[name];
    // Secrets are never echoed back.
    const shown =
      given === undefined || /SECRET|KEY|URL|PASS/.test(name) ? '' : ` (got "${given}")`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new ConfigError(`the environment is not valid:\n  ${lines.join('\n  ')}`);
}
