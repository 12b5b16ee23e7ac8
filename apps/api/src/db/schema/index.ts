// Every table of the database; drizzle-kit generates the migrations from this file.
export * from './accounts.ts';
export * from './books.ts';
export * from './cart.ts';
export * from './chat.ts';
export * from './contracts.ts';
export * from './idempotency.ts';
export * from './passkeys.ts';
export * from './payees.ts';
export * from './payments.ts';
export * from './payouts.ts';
export * from './push.ts';
export * from './renewals.ts';
export * from './sales.ts';
export * from './statements.ts';
export * from './two-factor.ts';
export * from './uploads.ts';
