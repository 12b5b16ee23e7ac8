import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-cased and trimmed: one account per address whatever the case. */
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  nameFirst: text('name_first').notNull(),
  nameLast: text('name_last').notNull(),
  phoneMain: text('phone_main'),
  passwordHash: text('password_hash').notNull(),
  /** 0 not activated, 1 active, 2 contract re-sign needed (the portal routes on it). */
  userStatus: smallint('user_status').notNull().default(0),
  adminConfirmation: smallint('admin_confirmation').notNull().default(0),
  userConfirmation: smallint('user_confirmation').notNull().default(0),
  /** JSON text with pendingUserChanges and bankInfo, sealed (src/lib/sealed-text.ts). */
  pendingChanges: text('pending_changes'),
  initialLogin: smallint('initial_login').notNull().default(0),
  /** JSON text holding bankInfo, sealed (src/lib/sealed-text.ts): bank details are encrypted at rest. */
  misc: text('misc'),
  /**
   * When the bank details last changed where payouts go (not a first account), and when the
   * author confirmed that from the email sent to their address before the change: payouts
   * wait 7 days after a change unless confirmed (the domain's `bankChangeHoldUntil`).
   */
  bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }),
  bankChangeConfirmedAt: timestamp('bank_change_confirmed_at', { withTimezone: true }),
  /** `staff` (set by `ops staff add`) reaches the /staff area; everyone else is an author. */
  role: text('role', { enum: ['author', 'staff'] })
    .notNull()
    .default('author'),
  /** Set by an operator: a suspended user cannot log in and their sessions are revoked. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The Profile's "Login notification": an email for each login from a new browser or address. */
  loginNotification: boolean('login_notification').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One login: the family of its rotating refresh tokens. Access tokens carry the session id,
 * so revoking the session (logout, refresh-token reuse, password reset) ends both.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The browser's User-Agent header at sign-in (cut to 512 characters). */
    userAgent: text('user_agent'),
    /** Browser and system names read from it (`Chrome`, `Android`), without versions. */
    browser: text('browser'),
    os: text('os'),
    /** The client address at sign-in. */
    address: text('address'),
    /** Updated at most once a minute by the requests of the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting a used token again revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * Email verification, password reset and "This wasn't me" links: random, hashed, single use,
 * expiring.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'disown', 'bank-change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** The balance is the sum of these entries; nothing overwrites it. */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Rand cents; credits are positive, debits negative. A refund is a `refund` credit; one
     * paid back to the card is followed by a `card-refund` debit of the same amount, one paid
     * back to PayPal by a `paypal-refund` debit (credited back as `paypal-refund-return` when
     * PayPal fails or cancels it). A payout asked for is a `payout` debit; one
     * that failed is credited back as `payout-return`. A marketplace sale's royalty is a
     * `royalty` credit; its return a `royalty-return` debit.
     */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind', {
      enum: [
        'welcome',
        'coupon',
        'payment',
        'purchase',
        'adjustment',
        'refund',
        'card-refund',
        'paypal-refund',
        'paypal-refund-return',
        'payout',
        'payout-return',
        'royalty',
        'royalty-return',
      ],
    }).notNull(),
    /** What caused the entry (a coupon redemption id, a transaction reference). */
    reference: text('reference'),
    /**
     * The marketplace order line a `royalty` or `royalty-return` row was made for (statements
     * show it per book, format and channel); null for other rows. Not a foreign key: the
     * ledger is never changed, so a line deleted with its book leaves the id unmatched.
     */
    orderLineId: integer('order_line_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('balance_entries_user_idx').on(table.userId),
    uniqueIndex('balance_entries_one_welcome').on(table.userId).where(sql`kind = 'welcome'`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper-cased: codes are matched whatever the case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['value', 'percentage'] }).notNull(),
    /** Rand cents for a value coupon, basis points (1000 = 10%) for a percentage coupon. */
    amount: integer('amount').notNull(),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('coupons_amount_positive', sql`${table.amount} > 0`),
    check(
      'coupons_uses_within_max',
      sql`${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses}`,
    ),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('coupon_redemptions_once_per_user').on(table.couponId, table.userId)],
);

/** Messages kept when no SMTP server is configured (read at /dev/mailbox and with `ops`). */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** What was attached (name, type, size); the files themselves stay in file storage. */
  attachments: jsonb('attachments')
    .$type<Array<{ filename: string; contentType: string; bytes: number }>>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

/** Fixed-window attempt counters for throttling, one row per key (`login:address:203.0.113.7`). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
