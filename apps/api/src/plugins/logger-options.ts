import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './serialize-error.ts';

const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'token',
  'accessToken',
  'refreshToken',
  'jwt',
  'authorization',
  'cookie',
  'body',
  'misc',
  'bankInfo',
  'pending_changes',
  'account_number',
  'international_iban_number',
  'international_swift_code',
  'reg_id_no',
  'filedata',
  'initial_base64',
];

/** Paths pino censors: the fields above at the top level and one level down. */
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Path segments after these carry a token or an email address. */
const SECRET_SEGMENTS = /(\/(?:verifyaccount|pwdlinkcheck)\/[^/?]+\/)[^/?]+|(\/forgotpwd\/)[^/?]+/g;
const SECRET_QUERY = /([?&](?:jwt|token|secret)=)[^&]*/gi;

/** A request URL fit for the log: tokens, secrets and emailed addresses replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(
      SECRET_SEGMENTS,
      (_, tokenPrefix?: string, emailPrefix?: string) => `${tokenPrefix ?? emailPrefix}[redacted]`,
    )
    .replace(SECRET_QUERY, '$1[redacted]');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's pino logger: JSON lines with a request id (the caller's `x-request-id` when it is
 * well formed, else a new UUID), and secrets, tokens, passwords and bank details censored.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: {
      level,
      ...(stream && { stream }),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: serializeError,
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  };
}
