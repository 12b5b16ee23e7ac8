import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * An author's passkeys (WebAuthn credentials). The public key checks each sign-in's signature;
 * the counter, when the authenticator keeps one, must grow with every use (a clone repeats it).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's name for it ("Phone", "YubiKey"). */
    name: text('name').notNull(),
    /** The credential id, base64url, as the browser sends it back at sign-in. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (`internal`, `hybrid`, `usb`, ...). */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_unique').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
    check('passkeys_counter_not_negative', sql`${table.counter} >= 0`),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered: each is claimed (deleted) by the one
 * answer that carries it, before it expires. A registration challenge belongs to the signed-in
 * author who asked for it; a sign-in challenge to nobody yet (the passkey names the account).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** base64url, as the authenticator signs it into clientDataJSON. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);
