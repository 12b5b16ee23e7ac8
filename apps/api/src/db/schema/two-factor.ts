import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's second-step settings: the emailed code switch and the authenticator app (TOTP). */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The Profile's switch: a 4-digit code emailed after the password. */
  emailCode: boolean('email_code').notNull().default(false),
  /** The authenticator app's secret (base32), sealed; set once confirmed with a code. */
  totpSecret: text('totp_secret'),
  /** A secret shown for set-up, not yet confirmed with a code (sealed). */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last TOTP time step accepted: a code is never taken twice. */
  totpLastStep: integer('totp_last_step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A login whose password was right, waiting for its second step. The client holds the random
 * challenge (only its hash is kept); the emailed code (hashed) lives here with its tries.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    tokenHash: text('token_hash').notNull().unique(),
    step: text('step', { enum: ['code', 'totp', 'totp_setup'] }).notNull(),
    /** Whether the emailed code may answer (the switch was on at login). */
    emailCode: boolean('email_code').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: smallint('code_tries').notNull().default(0),
    /** For `totp_setup`: the secret offered to this login's enrolment (sealed). */
    setupSecret: text('setup_secret'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId)],
);

/** Browsers an author asked to remember: their token (hashed) skips the second step until it expires. */
export const rememberedBrowsers = pgTable(
  'remembered_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('remembered_browsers_user_idx').on(table.userId)],
);

/** One-use recovery codes for the authenticator app (hashed), shown once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);
