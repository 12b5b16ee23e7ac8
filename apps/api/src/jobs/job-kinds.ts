import type { AccountEmailJob } from '../features/accounts/account-email-job.ts';
import type { LoginAlertJob } from '../features/auth/login-alert-job.ts';
import type { PasskeyEmailJob } from '../features/auth/passkeys/passkey-email-job.ts';
import type { TwoFactorEmailJob } from '../features/auth/two-factor/two-factor-email-job.ts';
import type { ContractEmailJob } from '../features/contracts/contract-email-job.ts';
import type { CreditNoteJob } from '../features/payments/invoices/credit-note-job.ts';
import type { InvoiceJob } from '../features/payments/invoices/invoice-job.ts';
import type { PushJob } from '../features/push/push-job.ts';
import type { PreflightJob } from '../features/uploads/preflight-job.ts';
import type { DeleteFilesJob } from '../storage/delete-files-job.ts';

/**
 * Every kind of background job and its data (kept small: ids, never secrets or whole records;
 * a job reads what it needs when it runs).
 */
export interface JobKinds {
  /** An account email (verification, password reset), its link issued when it is sent. */
  email: AccountEmailJob;
  /** A login code, or the notice that two-factor settings changed. */
  'two-factor-email': TwoFactorEmailJob;
  /** A passkey added to or removed from an account. */
  'passkey-email': PasskeyEmailJob;
  /** A login from a new browser or address, emailed with a "This wasn't me" link. */
  'login-alert': LoginAlertJob;
  /** A signed contract, its PDF attached. */
  'contract-email': ContractEmailJob;
  /** An uploaded book or cover PDF, checked against its quote. */
  'pdf-preflight': PreflightJob;
  /** A paid cart's invoice, drawn, stored and emailed. */
  invoice: InvoiceJob;
  /** A refund's credit note, drawn, stored and emailed. */
  'credit-note': CreditNoteJob;
  /** A web push notification to an author's installed apps. */
  push: PushJob;
  /** Stored files replaced by newer ones, removed after the answer. */
  'delete-files': DeleteFilesJob;
}

export type JobName = keyof JobKinds;

export type JobHandlers = { [Name in JobName]: (data: JobKinds[Name]) => Promise<void> };

/** How each kind is retried: a send that fails is tried three times in all, then kept as failed. */
export const JOB_SETTINGS: Record<JobName, { retryLimit: number; expireInSeconds: number }> = {
  // An SMTP exchange that takes two minutes has hung: it is given up and retried.
  email: { retryLimit: 2, expireInSeconds: 120 },
  'two-factor-email': { retryLimit: 2, expireInSeconds: 120 },
  'passkey-email': { retryLimit: 2, expireInSeconds: 120 },
  'login-alert': { retryLimit: 2, expireInSeconds: 120 },
  'contract-email': { retryLimit: 2, expireInSeconds: 120 },
  // Reading a long book's every page takes a while; one that takes ten minutes has hung.
  'pdf-preflight': { retryLimit: 2, expireInSeconds: 600 },
  invoice: { retryLimit: 2, expireInSeconds: 120 },
  'credit-note': { retryLimit: 2, expireInSeconds: 120 },
  // Each subscription's failure is handled in the job (sendPush): a retry would repeat the rest.
  push: { retryLimit: 0, expireInSeconds: 120 },
  'delete-files': { retryLimit: 2, expireInSeconds: 120 },
};

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
