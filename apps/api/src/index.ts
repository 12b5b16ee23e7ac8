// What benchmarks (bench/api) need to boot the real server on their own database, with the
// test harness's databases and the quote payloads of the tests.
export { createAccount } from './accounts/create-account.ts';
export { type AppOptions, buildApp } from './app.ts';
export { hashPassword } from './auth/passwords.ts';
export { startSession } from './auth/sessions.ts';
export { type Config, loadConfig } from './config.ts';
export { loadContractSeal } from './contracts/contract-seal.ts';
export {
  renderSignedContract,
  type SignedContractTask,
} from './contracts/render-signed-contract.ts';
export { type Database, openDatabase } from './db/client.ts';
export { seedPricing } from './db/seed-pricing.ts';
export { ebookQuote, printQuote } from './routes/books/book-fixtures.ts';
export { listUserBooks } from './services/books/list-user-books.ts';
export { createTestDatabase, databaseKinds, type TestDatabase } from './test/harness.ts';
export { strokePng } from './test/png.ts';
