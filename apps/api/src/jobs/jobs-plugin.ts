import fp from 'fastify-plugin';
import { sendAccountEmail } from '../features/accounts/account-email-job.ts';
import { sendLoginAlert } from '../features/auth/login-alert-job.ts';
import { sendPasskeyEmail } from '../features/auth/passkeys/passkey-email-job.ts';
import { sendTwoFactorEmail } from '../features/auth/two-factor/two-factor-email-job.ts';
import { sendContractEmail } from '../features/contracts/contract-email-job.ts';
import { sendCreditNote } from '../features/payments/invoices/credit-note-job.ts';
import { sendInvoice } from '../features/payments/invoices/invoice-job.ts';
import { sendPush } from '../features/push/push-job.ts';
import { runPreflight } from '../features/uploads/preflight-job.ts';
import { deleteFiles } from '../storage/delete-files-job.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The durable job queue, with this process's workers (unless JOB_WORKERS=false). It stops, its
 * running jobs finished, before the database closes.
 */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = await startJobQueue({
      database: app.database,
      workers: app.config.jobs.workers,
      retryDelaySeconds: app.config.jobs.retryDelaySeconds,
      log: app.log,
      handlers: {
        email: (data) => sendAccountEmail(app, data),
        'two-factor-email': (data) => sendTwoFactorEmail(app, data),
        'passkey-email': (data) => sendPasskeyEmail(app, data),
        'login-alert': (data) => sendLoginAlert(app, data),
        'contract-email': (data) => sendContractEmail(app, data),
        'pdf-preflight': (data) => runPreflight(app, data),
        invoice: (data) => sendInvoice(app, data),
        'credit-note': (data) => sendCreditNote(app, data),
        push: (data) => sendPush(app, data),
        'delete-files': (data) => deleteFiles(app, data),
      },
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database', 'mailer', 'storage', 'pdf'] },
);
