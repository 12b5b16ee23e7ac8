import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recoveryCodes } from '../../../db/schema/index.ts';
import { hashToken } from '../../../lib/random-token.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** The stored form: the hash of the code without its dash (typed either way). */
const codeHash = (code: string) => hashToken(`recovery:${code.replace('-', '')}`);

/** Replaces the account's recovery codes with 10 new ones, answered once (only hashes are kept). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeHash(code) })));
  return codes;
}

/** Uses up one recovery code (normalised, without dash): false when unknown or used. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** How many unused recovery codes the account has left. */
export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
