import type { z } from 'zod';
import { badRequest, type FieldError } from './api-error.ts';

/**
 * Checks a payload with a domain schema, keeping only the fields the schema knows (fields
 * such as `balance` or `user_status` are dropped), or throws a 400 listing each field's
 * message exactly as the domain (and so the portal) words it.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
): z.output<Schema> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}
