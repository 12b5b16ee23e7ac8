import { type ExportRange, exportRangeSchema } from '@pod-portal/domain';
import { badRequest } from './api-error.ts';

/**
 * An export's date range from the query, checked with the domain's rules (what the contract's
 * `format: date` cannot say: the bounds, a start after the end), refused in the product's words.
 */
export function exportRange(query: { from?: string; to?: string }): ExportRange {
  const result = exportRangeSchema.safeParse({ from: query.from, to: query.to });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid input', errors);
}
