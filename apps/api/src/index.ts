// What benchmarks (bench/) need to boot the real server on their own database and to call its
// parts directly. The test harness's databases and the tests' quote payloads are the separate
// `@pod-portal/api/test-support` (src/test/index.ts).

export { type AppOptions, buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { seedPricing } from './db/seed-pricing.ts';
export { createAccount } from './features/accounts/index.ts';
export { hashPassword, startSession } from './features/auth/index.ts';
export { listUserBooks } from './features/books/index.ts';
export {
  contractSealSigner,
  loadContractSeal,
  renderSignedContract,
  type SignedContractTask,
  signContractTask,
} from './features/contracts/index.ts';
