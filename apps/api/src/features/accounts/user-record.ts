import { centsToAmount } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { openText } from '../../lib/sealed-text.ts';
import { toWireCartItem, userCart } from '../cart/index.ts';
import { balanceCents } from '../ledger/index.ts';
import { maskJsonText } from './mask-bank-info.ts';

/** Sealed JSON text (bank details at rest) opened; null when absent or unreadable. */
function opened(dataKey: Uint8Array, sealed: string | null): string | null {
  return sealed === null ? null : openText(dataKey, sealed);
}

/**
 * The user record as the portal reads it (the contract's User): `misc` and `pending_changes`
 * are stored sealed and answered with bank details masked.
 */
export async function userRecord(db: Db, dataKey: Uint8Array, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const cents = await balanceCents(db, userId);
  const misc = maskJsonText(opened(dataKey, user.misc));
  return {
    id: user.id,
    username: user.username,
    name_first: user.nameFirst,
    name_last: user.nameLast,
    email: user.email,
    phone_main: user.phoneMain,
    user_status: user.userStatus,
    role: user.role,
    balance: centsToAmount(cents),
    balance_cents: cents,
    cart: (await userCart(db, userId)).map((entry) => toWireCartItem(entry.row, entry.names)),
    admin_confirmation: user.adminConfirmation,
    user_confirmation: user.userConfirmation,
    pending_changes: maskJsonText(opened(dataKey, user.pendingChanges)).text,
    initial_login: user.initialLogin,
    misc: misc.text,
    bankInfo: misc.bankInfo,
    created_at: user.createdAt.toISOString(),
  };
}
