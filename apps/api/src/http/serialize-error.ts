type ErrorLike = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  [field: string]: unknown;
};

// What a database error may say about where it happened; its message, detail and where can
// quote the values (an email in a unique-key detail, the text that was not a number).
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function databaseCause(cause: ErrorLike): Record<string, unknown> {
  return Object.fromEntries([
    ['type', cause.name],
    ...DATABASE_ERROR_FIELDS.filter((field) => cause[field] !== undefined).map((field) => [
      field,
      cause[field],
    ]),
  ]);
}

/**
 * The `err` of a log line, fit for the log: a failed query keeps its shape (the SQL with its
 * `$1` placeholders) and the database's error code, never its parameters or the database's
 * message about them, so no email, password hash or token of a request reaches the log (POPIA).
 * The request id on the same line correlates it with the request.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const err = error as ErrorLike;
  if (typeof err.query === 'string' && 'params' in err) {
    const message = `Failed query: ${err.query}`;
    return {
      type: err.name,
      message,
      stack: (err.stack ?? '').replace(err.message, message),
      ...(err.cause instanceof Error && { cause: databaseCause(err.cause as ErrorLike) }),
    };
  }
  return {
    type: err.name,
    message: err.message,
    stack: err.stack ?? '',
    ...(err.code !== undefined && { code: err.code }),
    ...(err.cause instanceof Error && { cause: serializeError(err.cause) }),
  };
}
