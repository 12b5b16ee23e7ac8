// What benchmarks (bench/api) need to boot the real server on their own database.
export { createAccount } from './accounts/create-account.ts';
export { type AppOptions, buildApp } from './app.ts';
export { hashPassword } from './auth/passwords.ts';
export { startSession } from './auth/sessions.ts';
export { type Config, loadConfig } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export { seedPricing } from './db/seed-pricing.ts';
