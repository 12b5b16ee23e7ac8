import type { passkeys } from '../../../db/schema/index.ts';

/** A passkey as the contract shows it: no key material, only what the author recognises it by. */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function passkeyView(row: typeof passkeys.$inferSelect): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
