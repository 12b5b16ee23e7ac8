import { type ZodType, z } from 'zod';

/** For the tests: each field's messages, or {} when the input passes. */
export function errorsOf(schema: ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}
