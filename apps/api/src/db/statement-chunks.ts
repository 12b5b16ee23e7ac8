/** Rows written per statement: well under PostgreSQL's 65 535 bind parameters. */
const ROWS_PER_STATEMENT = 1000;

/** `rows` in slices each one statement can write. */
export function statementChunks<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT)
    chunks.push(rows.slice(from, from + ROWS_PER_STATEMENT));
  return chunks;
}
