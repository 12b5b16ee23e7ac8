import { isStatementMonth, type StatementMonth } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { royaltyStatements } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { makeMonthStatements, unsentStatements } from './make-statements.ts';
import { monthName, statementNumber } from './statement-document.ts';
import { findStatement, statementCsv, statementFileName, statementPdf } from './statement-files.ts';

const monthPayload = z.object({
  month: z.string().refine(isStatementMonth, 'a month such as 2027-03'),
});
const statementPayload = z.object({ statementId: z.number().int().positive() });

type MonthJob = { month: StatementMonth };
type StatementJob = z.infer<typeof statementPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** The month's statements (`2027-03`): made for every author with anything to state. */
    'monthly-statements': MonthJob;
    /** One statement drawn as a PDF, stored and emailed to its author. */
    'royalty-statement': StatementJob;
  }
}

/**
 * Makes the month's statements (an author stated before keeps theirs), then queues the email
 * of every statement of the month not emailed yet: a retried run states and emails no one twice.
 */
async function runMonthlyStatements(app: FastifyInstance, job: MonthJob): Promise<void> {
  const made = await makeMonthStatements(app.db, job.month);
  const unsent = await unsentStatements(app.db, job.month);
  for (const id of unsent) await app.jobs.send('royalty-statement', { statementId: id });
  app.log.info({ month: job.month, made, emailing: unsent.length }, 'monthly statements made');
}

/**
 * Emails a statement to its author with its PDF and CSV attached, once (a statement emailed
 * already is left alone); a failed send throws, so the queue retries it.
 */
async function emailStatement(app: FastifyInstance, job: StatementJob): Promise<void> {
  const found = await findStatement(app, job.statementId);
  if (!found || found.statement.emailedAt) return;
  const row = found.statement;
  const pdf = await statementPdf(app, found);
  const period = monthName(row.month);
  const text = `Your royalty statement for ${period} (${statementNumber(row.id, row.month)}) is attached as a PDF and as a CSV file for spreadsheets. You can also find it under Documents in the portal.`;
  await app.mailer.send({
    to: found.email,
    subject: `Your royalty statement for ${period}`,
    text: `Hello ${found.nameFirst},\n\n${text}\n`,
    html: `<p>Hello ${escapeHtml(found.nameFirst)},</p><p>${escapeHtml(text)}</p>`,
    attachments: [
      { filename: statementFileName(row, 'pdf'), contentType: 'application/pdf', content: pdf },
      {
        filename: statementFileName(row, 'csv'),
        contentType: 'text/csv; charset=utf-8',
        content: Buffer.from(statementCsv(row)),
      },
    ],
  });
  await app.db
    .update(royaltyStatements)
    .set({ emailedAt: new Date() })
    .where(eq(royaltyStatements.id, row.id));
}

// A month over every author can take a while; one that takes an hour has hung.
export const monthlyStatementsJob = defineJob({
  name: 'monthly-statements',
  payload: monthPayload as z.ZodType<MonthJob>,
  retryLimit: 3,
  expireInSeconds: 3600,
  run: runMonthlyStatements,
});

export const royaltyStatementJob = defineJob({
  name: 'royalty-statement',
  payload: statementPayload,
  retryLimit: 3,
  expireInSeconds: 120,
  // Two jobs for one statement (a month's run retried while its emails were still queued) take
  // turns, so the second finds it emailed: no author gets their statement twice.
  oneAtATimeBy: ({ statementId }) => String(statementId),
  run: emailStatement,
});
