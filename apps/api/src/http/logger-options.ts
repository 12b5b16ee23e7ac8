import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
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
const SECRET_SEGMENTS =
  /(\/(?:verifyaccount|pwdlinkcheck|thiswasntme)\/[^/?]+\/)[^/?]+|(\/forgotpwd\/)[^/?]+|(\/posttransactionpayfast\/[^/?]+\/)[^/?]+/g;

/**
 * Query parameters whose values are logged as they are: paging, ids, upload chunk counters,
 * filters and a file link's expiry. Every other one (`jwt`, `token`, `secret`, a file link's
 * `signature`, the registration page's `e`, ones added later) is hidden: a new secret
 * parameter cannot reach the log by being forgotten here.
 */
const PLAIN_QUERY = new Set([
  'skip',
  'take',
  'size',
  'totalChunks',
  'currentChunkIndex',
  'currentCoverChunkIndex',
  'local_bookId',
  'international_bookId',
  'kind',
  'status',
  'user_id',
  'user',
  'expires',
  'download',
  'id',
  'region',
  'continue',
  'lbid',
  'ibid',
  'islocal',
  'bookID',
  'currentUser',
  'tx_ref',
]);

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return PLAIN_QUERY.has(decodeName(name)) ? pair : `${name}=[redacted]`;
    })
    .join('&');
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A request URL fit for the log: tokens, signatures, secrets and emailed addresses replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(
    SECRET_SEGMENTS,
    (_, tokenPrefix?: string, emailPrefix?: string, payfastPrefix?: string) =>
      `${tokenPrefix ?? emailPrefix ?? payfastPrefix}[redacted]`,
  );
  return queryAt < 0 ? redactedPath : `${redactedPath}?${redactQuery(url.slice(queryAt + 1))}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A terminal's line for a request: `GET /api/health 200 3 ms`; other lines keep their message. */
export function readableMessage(line: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = line as RequestLine;
  if (!req || !res) return String(line[messageKey] ?? '');
  return `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime ?? 0)} ms`;
}

/** Readable lines for a person at a terminal (pino-pretty, in this process). */
function prettyStream(): NodeJS.WritableStream {
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: readableMessage,
    singleLine: true,
  });
}

/** One line per request once it is answered; its arrival is a debug line (LOG_LEVEL=debug). */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Fastify's pino logger: one line per request (`request completed`), with a
 * request id (the caller's `x-request-id` when it is well formed, else a new UUID), and secrets,
 * tokens, passwords and bank details censored; JSON lines, or readable ones for a terminal.
 */
export function loggerOptions(
  level: string,
  format: 'pretty' | 'json',
  stream?: NodeJS.WritableStream,
  file?: { path: string; level: string },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  const terminal = stream ?? (format === 'pretty' ? prettyStream() : undefined);
  // With a log file, each line goes to the console and the file by their own levels; the
  // logger itself keeps the lower one. Written synchronously, so a reader sees every line.
  const withFile = file && {
    level: lowerLevel(level, file.level),
    stream: pino.multistream([
      { level: level as pino.Level, stream: terminal ?? process.stdout },
      {
        level: file.level as pino.Level,
        stream: pino.destination({ dest: file.path, mkdir: true, sync: true }),
      },
    ]),
  };
  const destination = withFile?.stream ?? terminal;
  return {
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: {
      level: withFile?.level ?? level,
      ...(destination && { stream: destination }),
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

function lowerLevel(a: string, b: string): string {
  const value = (name: string) => pino.levels.values[name] ?? Number.POSITIVE_INFINITY;
  return value(a) <= value(b) ? a : b;
}
