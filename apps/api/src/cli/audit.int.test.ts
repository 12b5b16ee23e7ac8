import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { recordStaffAction } from '../features/audit/record-staff-action.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/harness.ts';
import { command as audit } from './audit.ts';
import type { CliCommand } from './command.ts';
import { command as staff } from './staff.ts';

describe.each(databaseKinds)('ops audit and ops staff add on %s', (kind) => {
  let database: TestDatabase;
  let lines: string[];
  let thandi: number;
  const run = async (command: CliCommand, ...args: string[]) => {
    lines = [];
    return command.run(args, { db: database.db, log: (line) => lines.push(line) });
  };
  /** The id of the account `ops staff add` made for `email`, from what it printed. */
  const addStaff = async (email: string) => {
    expect(await run(staff, 'add', email)).toBe(0);
    return Number(/staff account (\d+)/.exec(lines.join('\n'))?.[1]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [author] = await database.db
      .insert(users)
      .values({
        email: 'thandi@example.co.za',
        username: 'thandi@example.co.za',
        nameFirst: 'Thandi',
        nameLast: 'Mokoena',
        passwordHash: 'not used',
      })
      .returning({ id: users.id });
    thandi = author?.id ?? 0;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('ops staff add points at the console page where staff change the temporary password', async () => {
    expect(await run(staff, 'add', 'new.staff@example.co.za')).toBe(0);
    expect(lines[0]).toMatch(/temporary password: \S+$/);
    expect(lines[1]).toBe(
      "sign in on the portal's login page and change it under Password in the staff area (/staff/password)",
    );
  });

  it('prints what staff did, newest first, narrowed by staff member, author and kind', async () => {
    const lerato = await addStaff('lerato@example.co.za');
    const sipho = await addStaff('sipho@example.co.za');
    const db = database.db;
    await recordStaffAction(db, {
      staffId: lerato,
      action: 'coupon.create',
      details: { code: 'AUDIT10' },
    });
    await recordStaffAction(db, {
      staffId: sipho,
      action: 'book.status',
      userId: thandi,
      details: { bookId: 7, from: 'proofing', to: 'approved' },
    });
    await recordStaffAction(db, { staffId: lerato, action: 'chat.reply', userId: thandi });

    expect(await run(audit)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^#\d+ \d{4}-\d\d-\d\dT\S+Z chat\.reply by lerato@example\.co\.za author thandi@example\.co\.za \(#\d+\) \{\}$/,
      ),
      expect.stringMatching(
        /book\.status by sipho@example\.co\.za author thandi@example\.co\.za .* \{"to":"approved","from":"proofing","bookId":7\}$/,
      ),
      expect.stringMatching(/coupon\.create by lerato@example\.co\.za \{"code":"AUDIT10"\}$/),
    ]);
    const kinds = () => lines.map((line) => line.split(' ')[2]);
    expect(await run(audit, '--staff', 'LERATO@example.co.za')).toBe(0);
    expect(kinds()).toEqual(['chat.reply', 'coupon.create']);
    expect(await run(audit, '--author', String(thandi), '--kind', 'book.status')).toBe(0);
    expect(kinds()).toEqual(['book.status']);
    expect(await run(audit, '--author', 'thandi@example.co.za', '--limit', '1')).toBe(0);
    expect(kinds()).toEqual(['chat.reply']);
    expect(await run(audit, '--kind', 'payment.refund')).toBe(0);
    expect(lines).toEqual(['no staff action matches']);
  });

  it('refuses an unknown option, kind or limit with its usage (exit 2)', async () => {
    for (const wrong of [
      ['--who', 'x'],
      ['--kind', 'coupon.delete'],
      ['--limit', '0'],
      ['extra'],
    ]) {
      expect(await run(audit, ...wrong)).toBe(2);
      expect(lines[0]).toBe(`usage: ${audit.usage}`);
    }
  });
});
