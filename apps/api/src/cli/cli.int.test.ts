import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { COUPON_USES_MESSAGE } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, outbox, sessions, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import type { CliCommand } from './command.ts';
import { command as coupon } from './coupon.ts';
import { command as outboxCommand } from './outbox.ts';
import { command as user } from './user.ts';

describe('the ops CLI', () => {
  it('lists its commands for help (exit 0) and refuses an unknown one (exit 2)', () => {
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--conditions=@pod-portal/source', '--import', 'tsx', 'src/cli/index.ts', ...args],
        {
          cwd: join(import.meta.dirname, '../..'),
          encoding: 'utf8',
        },
      );
    const help = run('help');
    expect(help.status).toBe(0);
    expect(help.stderr).toContain('coupon <code> <value|percentage> <amount>');
    expect(help.stderr).toContain('user <activate|suspend|prepare-changes> <email>');
    const unknown = run('nonsense');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command: nonsense');
  });
});

describe.each(databaseKinds)('ops commands on %s', (kind) => {
  let database: TestDatabase;
  let lines: string[];
  const run = async (command: CliCommand, ...args: string[]) => {
    lines = [];
    return command.run(args, { db: database.db, log: (line) => lines.push(line) });
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates value and percentage coupons with use limits', async () => {
    expect(await run(coupon, 'welcome50', 'value', '50', '--single-use')).toBe(0);
    expect(lines).toEqual(['coupon WELCOME50 created: R 50.00, 1 use']);
    expect(await run(coupon, 'LAUNCH10', 'percentage', '12.5', '--max-uses', '3')).toBe(0);
    const stored = await database.db.select().from(coupons).orderBy(coupons.id);
    expect(
      stored.map(({ code, kind: type, amount, maxUses }) => ({ code, type, amount, maxUses })),
    ).toEqual([
      { code: 'WELCOME50', type: 'value', amount: 5000, maxUses: 1 },
      { code: 'LAUNCH10', type: 'percentage', amount: 1250, maxUses: 3 },
    ]);
    expect(await run(coupon, 'WELCOME50', 'value', '10')).toBe(1);
    expect(lines).toEqual(['coupon WELCOME50 exists already']);
    expect(await run(coupon, 'BAD', 'gift', '10')).toBe(2);
    expect(await run(coupon, 'BAD', 'value', '-3')).toBe(2);
    expect(await run(coupon, 'BAD', 'percentage', '150')).toBe(2);
    expect(await run(coupon, 'BAD', 'value', '5', '--max-uses', '0')).toBe(2);
    expect(lines).toEqual([COUPON_USES_MESSAGE]);
    expect(await run(coupon, 'BAD', 'value', '5', '--max-uses', 'many')).toBe(2);
    expect(lines).toEqual([COUPON_USES_MESSAGE]);
  });

  it('refuses a coupon amount with a third decimal, as the staff area does, storing nothing', async () => {
    for (const [kind, amount] of [
      ['value', '0.005'],
      ['value', '10.555'],
      ['percentage', '12.555'],
    ] as const) {
      expect(await run(coupon, 'ODD3', kind, amount)).toBe(2);
      expect(lines).toEqual(['Enter the amount with at most two decimals']);
    }
    const stored = await database.db.select().from(coupons).where(eq(coupons.code, 'ODD3'));
    expect(stored).toEqual([]);
  });

  it('activates and suspends users, ending their sessions', async () => {
    const [created] = await database.db
      .insert(users)
      .values({
        email: 'ops@example.co.za',
        username: 'ops@example.co.za',
        nameFirst: 'O',
        nameLast: 'P',
        passwordHash: await hashPassword('x'),
      })
      .returning();
    const id = created?.id ?? 0;
    await database.db.insert(sessions).values({ userId: id });
    expect(await run(user, 'activate', 'OPS@example.co.za')).toBe(0);
    expect((await database.db.select().from(users).where(eq(users.id, id)))[0]?.userStatus).toBe(1);
    expect(await run(user, 'suspend', 'ops@example.co.za')).toBe(0);
    const [suspended] = await database.db.select().from(users).where(eq(users.id, id));
    expect(suspended?.suspendedAt).toBeInstanceOf(Date);
    expect(
      (await database.db.select().from(sessions).where(eq(sessions.userId, id)))[0]?.revokedAt,
    ).toBeInstanceOf(Date);
    expect(await run(user, 'activate', 'ops@example.co.za')).toBe(0);
    expect(
      (await database.db.select().from(users).where(eq(users.id, id)))[0]?.suspendedAt,
    ).toBeNull();
    expect(await run(user, 'suspend', 'nobody@example.co.za')).toBe(1);
    expect(await run(user, 'delete', 'ops@example.co.za')).toBe(2);
  });

  it('lists the newest outbox messages', async () => {
    expect(await run(outboxCommand)).toBe(0);
    expect(lines).toEqual(['the outbox is empty']);
    await database.db.insert(outbox).values([
      { to: 'a@example.co.za', subject: 'First', text: 'one', html: '<p>one</p>' },
      { to: 'b@example.co.za', subject: 'Second', text: 'two\nlines', html: '<p>two</p>' },
    ]);
    expect(await run(outboxCommand, '1')).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^#\d+ \S+ to b@example\.co\.za: Second$/);
    expect(lines[1]).toBe('    two\n    lines');
    expect(await run(outboxCommand, 'many')).toBe(2);
  });
});
