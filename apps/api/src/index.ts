// What benchmarks (bench/api) need to boot the real server on their own database, with the
// test harness's databases and the quote payloads of the tests.

export { type AppOptions, buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { seedPricing } from './db/seed-pricing.ts';
export { createAccount } from './features/accounts/index.ts';
export { hashPassword, startSession } from './features/auth/index.ts';
export { listUserBooks } from './features/books/index.ts';
export {
  loadContractSeal,
  renderSignedContract,
  type SignedContractTask,
} from './features/contracts/index.ts';
export { ebookQuote, printQuote } from './test/book-fixtures.ts';
export { createTestDatabase, databaseKinds, type TestDatabase } from './test/harness.ts';
export { strokePng } from './test/png.ts';
