import fp from 'fastify-plugin';
import { sendTwoFactorEmail } from '../auth/two-factor/two-factor-email-job.ts';
import { sendContractEmail } from '../contracts/contract-email-job.ts';
import { sendCreditNote } from '../invoices/credit-note-job.ts';
import { sendInvoice } from '../invoices/invoice-job.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { sendAccountEmail } from '../mail/account-email-job.ts';
import { sendLoginAlert } from '../mail/login-alert-job.ts';
import { sendPasskeyEmail } from '../passkeys/passkey-email-job.ts';
import { sendPush } from '../push/push-job.ts';
import { deleteFiles } from '../storage/delete-files-job.ts';
import { runPreflight } from '../uploads/preflight-job.ts';

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
