import type { Socket } from 'node:net';
import type {} from '@fastify/static';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { ApiError, type FieldError } from './api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The domain rules the route checks its body with (the portal's form rules): a field the
     * contract's schema refuses and these rules refuse too is answered with their message, the
     * product's words, rather than the schema's.
     */
    bodyRules?: ZodType;
    /** The same for the route's query string (an export's date range). */
    queryRules?: ZodType;
    /**
     * The field a body over the route's `bodyLimit` is too large in, and what the product says
     * of it (a chat image over 5 MB): the `413` carries it rather than 'Payload too large'.
     */
    bodyTooLarge?: FieldError;
  }
}

interface Envelope {
  statusCode: string | number;
  description: string;
  errors?: FieldError[];
}

type AjvIssue = NonNullable<FastifyError['validation']>[number];

/** `/misc/bank_name` -> `misc.bank_name`; a missing property names itself. */
function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.join('.');
}

function messageOf(issue: AjvIssue, field: string): string {
  if (issue.keyword === 'required') return `${field} is required`;
  return field === ''
    ? `The request ${issue.message ?? 'is invalid'}`
    : `${field} ${issue.message ?? 'is invalid'}`;
}

/**
 * The schema's refusals, each in the words of `rules` when they refuse the same field (or the
 * field it is part of): an empty date is "Please select your book's publication date", not
 * `must match format "date"`.
 */
function inProductWords(errors: FieldError[], rules: ZodType, body: unknown): FieldError[] {
  const result = rules.safeParse(body);
  if (result.success) return errors;
  const refused = result.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
  return errors.map((error) => {
    const path = error.field.split('.');
    const product = refused.find(
      (issue) => issue.path.length > 0 && issue.path.every((part, index) => part === path[index]),
    );
    return product ? { field: error.field, message: product.message } : error;
  });
}

/** A body that cannot be read at all: the problem is the whole payload (field ''). */
function bodyError(description: string): Envelope & { http: number } {
  return { http: 400, statusCode: 400, description, errors: [{ field: '', message: description }] };
}

/** An id in the path outside the database's range names nothing: the same answer as an unknown id. */
function isOutOfRangePath(error: FastifyError): boolean {
  return (
    error.validationContext === 'params' &&
    (error.validation ?? []).every((issue) => ['minimum', 'maximum'].includes(issue.keyword))
  );
}

/** Fastify's own client errors, answered with the envelope instead of its default body. */
function clientError(error: FastifyError, request: FastifyRequest): Envelope & { http: number } {
  if (error.validation && isOutOfRangePath(error)) {
    return { http: 404, statusCode: 404, description: 'Not found' };
  }
  if (error.validation) {
    const schemaErrors = error.validation.map((issue) => {
      const field = fieldOf(issue);
      return { field, message: messageOf(issue, field) };
    });
    const config = request.routeOptions?.config;
    const [rules, input] =
      error.validationContext === 'body'
        ? [config?.bodyRules, request.body]
        : error.validationContext === 'querystring'
          ? [config?.queryRules, request.query]
          : [undefined, undefined];
    if (!rules) {
      return { http: 400, statusCode: 400, description: 'Invalid input', errors: schemaErrors };
    }
    const errors = inProductWords(schemaErrors, rules, input);
    // In the product's words, the first message is the description too (as the domain's 400s).
    const description =
      errors[0] && errors[0] !== schemaErrors[0] ? errors[0].message : 'Invalid input';
    return { http: 400, statusCode: 400, description, errors };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const tooLarge = request.routeOptions?.config?.bodyTooLarge;
      return tooLarge
        ? { http: 413, statusCode: 413, description: tooLarge.message, errors: [tooLarge] }
        : { http: 413, statusCode: 413, description: 'Payload too large' };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        http: 415,
        statusCode: 415,
        description: 'Unsupported content type: send application/json',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return bodyError('Invalid input: the JSON body is empty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return bodyError('Invalid input: the body is not valid JSON');
    case 'FST_ERR_BAD_URL':
      return {
        http: 400,
        statusCode: 400,
        description: 'Invalid request: the address is not valid',
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { http: 414, statusCode: 414, description: 'The address is too long' };
    default:
      return {
        http: error.statusCode ?? 400,
        statusCode: error.statusCode ?? 400,
        description: error.statusCode === 404 ? 'Not found' : 'Invalid request',
      };
  }
}

/**
 * A client error Fastify raised (validation, body parsing, and, through `frameworkErrors`, the
 * router's refusals before any route runs: an address that is not valid UTF-8, a path segment
 * over `maxParamLength`), answered with the envelope and logged at info.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { http, ...envelope } = clientError(error, request);
  request.log.info({ code: error.code, status: http }, envelope.description);
  return reply.code(http).send(envelope);
}

// What Node's parser refuses: a malformed request (400), one too slow (408), or a request line
// or headers over its size limit (431).
const CLIENT_ERROR_TEXTS: Record<400 | 408 | 431, string> = {
  400: 'Invalid request',
  408: 'Request timeout',
  431: 'The request headers or address are too large',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over
 * the size limit, a malformed request): the envelope too, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status: keyof typeof CLIENT_ERROR_TEXTS =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({
    statusCode: status,
    description: CLIENT_ERROR_TEXTS[status],
  } satisfies Envelope);
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Every failure answers the documented envelope `{ statusCode, description, errors? }`:
 * handler errors (ApiError), Fastify's validation and body-parsing errors, unknown routes
 * (404) and unexpected errors (500 'Internal server error', details only in the log).
 * `spaFallback` picks the unknown paths answered with a page of the portal instead (its
 * client-side routes, such as /reset-password): the file it names, from the portal's folder.
 */
export const errorEnvelopePlugin = fp<{
  spaFallback?: (request: FastifyRequest) => string | undefined;
}>(
  async (app, { spaFallback }) => {
    app.setErrorHandler(
      (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
        if (error instanceof ApiError) {
          return reply
            .headers(error.headers)
            .code(error.httpStatus)
            .send({
              statusCode: error.code,
              description: error.message,
              ...(error.errors && { errors: error.errors }),
            } satisfies Envelope);
        }
        const status = error.statusCode ?? 500;
        if (error.validation || (status >= 400 && status < 500)) {
          return answerFrameworkError(error, request, reply);
        }
        request.log.error({ err: error }, 'unexpected error');
        return reply
          .code(500)
          .send({ statusCode: 500, description: 'Internal server error' } satisfies Envelope);
      },
    );

    app.setNotFoundHandler((request, reply) => {
      const page = spaFallback?.(request);
      if (page !== undefined) return reply.sendFile(page);
      return reply.code(404).send({ statusCode: 404, description: 'Not found' } satisfies Envelope);
    });
  },
  { name: 'error-envelope' },
);
