import { type ApiCode, type ApiCodeKind, apiCodes } from './api-codes.ts';

/** One invalid field of a `400` answer, with the product's message. */
export interface FieldError {
  field: string;
  message: string;
}

type StatusKind =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'uriTooLong'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'idempotencyKeyReused'
  | 'throttled'
  | 'httpError';

/**
 * What a call came to, as a value to switch on instead of comparing status strings:
 * - `ok`: a success answer without a documented code;
 * - a documented code's kind (`emailExists`, `couponInvalid`, `moreToPay`, ...), whether the
 *   server sent it with HTTP 200 (`moreToPay` beside `amountToPay`) or an error status;
 *   any 5xx is `internalServerError`;
 * - `invalidInput` (400) with the field errors;
 * - `unauthorized` (a 401 the session could not recover from), `forbidden` (staff only),
 *   `notFound`, `tooLarge`,
 *   `unsupportedMediaType`, `uriTooLong`, `idempotencyKeyReused` (a 422 without a code: the
 *   `Idempotency-Key` was first sent with another request or body), `throttled`, or `httpError`
 *   for any other error status.
 */
export type Outcome =
  | { kind: 'ok' }
  | { kind: ApiCodeKind; code: ApiCode; status: number; description?: string }
  | { kind: 'invalidInput'; status: 400; description?: string; errors: FieldError[] }
  | { kind: StatusKind; status: number; description?: string };

export type OutcomeKind = Outcome['kind'];

const statusKinds: Record<number, StatusKind> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'tooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  422: 'idempotencyKeyReused',
  429: 'throttled',
};

/** The outcome of an openapi-fetch result (`{ data } | { error }` plus its `response`). */
export function readOutcome(result: {
  data?: unknown;
  error?: unknown;
  response: Response;
}): Outcome {
  const { status, ok } = result.response;
  const raw = ok ? result.data : result.error;
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const description = typeof body.description === 'string' ? body.description : undefined;
  const detail = description === undefined ? {} : { description };
  const code = findCode(body.statusCode) ?? findCode(description);
  if (code) return { kind: apiCodes[code], code, status, ...detail };
  if (ok) return { kind: 'ok' };
  if (status >= 500) {
    return { kind: 'internalServerError', code: 'Internal server error', status, ...detail };
  }
  if (status === 400) {
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return { kind: 'invalidInput', status, ...detail, errors };
  }
  return { kind: statusKinds[status] ?? 'httpError', status, ...detail };
}

function findCode(value: unknown): ApiCode | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const key = String(value);
  return Object.hasOwn(apiCodes, key) ? (key as ApiCode) : undefined;
}
