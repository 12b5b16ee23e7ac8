// Accounts: registration, verification, the profile and its change requests, account emails.
// This file is the feature's public face: other features and the entry points use only it.
export { type AccountEmailJob, accountEmailJob } from './account-email-job.ts';
export { createAccount } from './create-account.ts';
export { maskBankInfo } from './mask-bank-info.ts';
export { openedMisc } from './opened-misc.ts';
export { readPendingChanges } from './pending-changes.ts';
export { DEMO_ACCOUNT, seedDemoAccount } from './seed-demo.ts';
