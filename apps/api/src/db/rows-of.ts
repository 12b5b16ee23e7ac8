/** The rows of a drizzle `execute` answer: postgres-js gives an array, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? [...result] : (result as { rows: T[] }).rows;
}
