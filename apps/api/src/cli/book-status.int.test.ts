import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { books } from '../db/schema/books.ts';
import { createQuote } from '../features/books/create-quote.ts';
import { validateQuote } from '../features/books/validate-quote.ts';
import { loadPriceList } from '../features/pricing/load-price-list.ts';
import { ebookQuote } from '../test/book-fixtures.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import { command } from './book-status.ts';

describe.each(databaseKinds)('ops book-status on %s', (kind) => {
  let database: TestDatabase;
  let bookId: number;
  const lines: string[] = [];
  const run = (...args: string[]) =>
    command.run(args, { db: database.db, log: (line) => lines.push(line) });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'ops@example.co.za',
        username: 'ops',
        nameFirst: 'O',
        nameLast: 'P',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const checked = validateQuote(ebookQuote());
    if (!checked.ok) throw new Error(`invalid quote: ${JSON.stringify(checked.errors)}`);
    const outcome = await createQuote(
      database.db,
      user?.id ?? 0,
      checked.book,
      await loadPriceList(database.db),
    );
    if (outcome.kind !== 'created') throw new Error(`quote failed: ${JSON.stringify(outcome)}`);
    bookId = outcome.quote.internationalBookId;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("sets a book record's status and says what it was", async () => {
    expect(await run(String(bookId), 'approved')).toBe(0);
    expect(lines.at(-2)).toBe(`book ${bookId} (international): quote -> approved`);
    expect(lines.at(-1)).toBe('no notification was sent: the server is not running here');
    const [row] = await database.db.select().from(books).where(eq(books.id, bookId));
    expect(row?.status).toBe('approved');
  });

  it("notifies the author through the running server's job queue (the ops channel)", async () => {
    const sent: unknown[] = [];
    const jobs = { send: async (...job: unknown[]) => void sent.push(job) };
    expect(
      await command.run([String(bookId), 'proofing'], {
        db: database.db,
        log: (line) => lines.push(line),
        jobs,
      }),
    ).toBe(0);
    expect(lines.at(-1)).toBe('the author is notified');
    expect(sent).toEqual([
      ['push', { userId: expect.any(Number), notice: { kind: 'book-status', bookId } }],
    ]);
    // Setting the status it has already notifies nobody.
    await command.run([String(bookId), 'proofing'], {
      db: database.db,
      log: () => {},
      jobs,
    });
    expect(sent).toHaveLength(1);
    await run(String(bookId), 'approved');
  });

  it('refuses an unknown status or a malformed id, changing nothing', async () => {
    expect(await run(String(bookId), 'lost')).toBe(2);
    expect(await run('abc', 'pending')).toBe(2);
    expect(await run(String(bookId))).toBe(2);
    expect(lines.at(-1)).toBe(`usage: ${command.usage}`);
    const [row] = await database.db.select().from(books).where(eq(books.id, bookId));
    expect(row?.status).toBe('approved');
  });

  it('answers 1 for a book that does not exist', async () => {
    expect(await run('999999', 'pending')).toBe(1);
    expect(lines.at(-1)).toBe('no book 999999');
  });
});
