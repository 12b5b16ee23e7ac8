import { Readable } from 'node:stream';
import { royaltyStatementCsv } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { royaltyStatements, users } from '../../db/schema/index.ts';
import { readStoredFile } from '../../storage/file-storage.ts';
import { statementDocument, statementNumber } from './statement-document.ts';

type StatementRow = typeof royaltyStatements.$inferSelect;

/** The statement `id` of user `userId` with its author, or undefined (none, or not theirs). */
export async function findStatement(app: Pick<FastifyInstance, 'db'>, id: number, userId?: number) {
  const [row] = await app.db
    .select({
      statement: royaltyStatements,
      email: users.email,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
    })
    .from(royaltyStatements)
    .innerJoin(users, eq(users.id, royaltyStatements.userId))
    .where(
      and(
        eq(royaltyStatements.id, id),
        userId === undefined ? undefined : eq(royaltyStatements.userId, userId),
      ),
    );
  return row;
}

/** The names a statement's files are downloaded under: `ST-2027-03-000042.pdf` and `.csv`. */
export function statementFileName(row: Pick<StatementRow, 'id' | 'month'>, extension: string) {
  return `${statementNumber(row.id, row.month)}.${extension}`;
}

/** The statement's CSV (the domain's `royaltyStatementCsv`), made from the stored statement. */
export const statementCsv = (row: StatementRow) => royaltyStatementCsv(row.statement);

/**
 * The statement's PDF: the stored one, or drawn now and stored (once: of two drawn together,
 * the first stored is kept and the other deleted, so every download is the same file).
 */
export async function statementPdf(
  app: Pick<FastifyInstance, 'db' | 'pdf' | 'storage' | 'config'>,
  found: NonNullable<Awaited<ReturnType<typeof findStatement>>>,
): Promise<Buffer> {
  const row = found.statement;
  if (row.pdfKey) return readStoredFile(app.storage, row.pdfKey);
  const pdf = Buffer.from(
    await app.pdf.render(
      statementDocument(app.config.company, {
        id: row.id,
        author: { name: `${found.nameFirst} ${found.nameLast}`, email: found.email },
        madeAt: row.createdAt,
        statement: row.statement,
      }),
    ),
  );
  const stored = await app.storage.put(Readable.from([pdf]), {
    folder: 'statements',
    maxBytes: pdf.byteLength,
  });
  const [kept] = await app.db
    .update(royaltyStatements)
    .set({ pdfKey: stored.key, pdfBytes: pdf.byteLength })
    .where(and(eq(royaltyStatements.id, row.id), isNull(royaltyStatements.pdfKey)))
    .returning({ id: royaltyStatements.id });
  if (kept) return pdf;
  await app.storage.delete(stored.key);
  const [winner] = await app.db
    .select({ key: royaltyStatements.pdfKey })
    .from(royaltyStatements)
    .where(eq(royaltyStatements.id, row.id));
  return winner?.key ? readStoredFile(app.storage, winner.key) : pdf;
}
