import { centsToAmount } from '@pod-portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { royaltyStatements } from '../../db/schema/index.ts';
import { monthName } from './statement-document.ts';
import { statementFileName } from './statement-files.ts';

/** The author's monthly statements, newest month first, as Documents lists them. */
export async function userStatements(db: Db, userId: number) {
  const rows = await db
    .select({
      id: royaltyStatements.id,
      month: royaltyStatements.month,
      closingCents: royaltyStatements.closingCents,
      createdAt: royaltyStatements.createdAt,
    })
    .from(royaltyStatements)
    .where(eq(royaltyStatements.userId, userId))
    .orderBy(desc(royaltyStatements.month));
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    title: `Royalty statement ${monthName(row.month)}`,
    created_at: row.createdAt.toISOString(),
    closing_balance: centsToAmount(row.closingCents),
    pdf_file_name: statementFileName(row, 'pdf'),
    csv_file_name: statementFileName(row, 'csv'),
  }));
}
