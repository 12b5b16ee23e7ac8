import { API_CODES, type ApiCodeKind, TOO_MANY_ATTEMPTS_MESSAGE } from '@pod-portal/domain';

/** One field's problem, as the portal shows it beside the field. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * An answer other than success, thrown from a handler and turned into the error envelope
 * `{ statusCode, description, errors? }` by the error handler. `code` is the documented
 * status code of the body (e.g. 'U30'); it defaults to the HTTP status.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: string | number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    httpStatus: number,
    description: string,
    options: {
      code?: string | number;
      errors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(description);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.code = options.code ?? httpStatus;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (description: string, errors?: FieldError[]) =>
  new ApiError(400, description, errors ? { errors } : {});

/** One field refused: its message is also the answer's description (the portal shows either). */
export const invalidField = (field: string, message: string) =>
  badRequest(message, [{ field, message }]);

export const unauthorized = (description = 'Unauthorized') => new ApiError(401, description);

/** A signed-in author calling the company's side. */
export const staffOnly = () => new ApiError(403, 'This is for staff only');

/** Also the answer for another user's resource: it is not theirs, so it does not exist. */
export const notFound = (description = 'Not found') => new ApiError(404, description);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** An `Idempotency-Key` sent again with another request (another path or another body). */
export const idempotencyKeyReused = () =>
  new ApiError(422, 'This Idempotency-Key was used for another request');

/** One of the product's coded failures (`API_CODES`): its HTTP status and code, this description. */
export const codedError = (kind: ApiCodeKind, description: string) =>
  new ApiError(API_CODES[kind].status, description, { code: API_CODES[kind].code });

/** A verification or reset link that is invalid, used or expired (U31). */
export const invalidLink = () => codedError('linkInvalid', 'This link is invalid or has expired');
