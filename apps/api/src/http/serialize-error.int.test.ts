import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import { serializeError } from './serialize-error.ts';

describe.each(databaseKinds)('a failed query in the log, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps the query shape and the error code, never the values', async () => {
    const email = 'thandi.mokoena@example.co.za';
    const failure = await database.db.execute(sql`select ${email}::integer as id`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('thandi');
    expect(serializeError(failure)).toMatchObject({
      message: 'Failed query: select $1::integer as id',
      cause: { code: '22P02' },
    });
  });

  it('keeps other errors whole', () => {
    const error = new TypeError('not a function', { cause: new Error('deeper') });
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'not a function',
      cause: { message: 'deeper' },
    });
    expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain', stack: '' });
  });
});
