import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { books, contracts, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { portalLink } from '../../lib/portal-link.ts';
import type { Mailer } from '../../mail/create-mailer.ts';
import { type FileStorage, readStoredFile } from '../../storage/file-storage.ts';

/** Emails a signed contract to its author, the sealed PDF attached. */
const contractEmailPayload = z.object({ contractId: z.number().int() });

type ContractEmailJob = z.infer<typeof contractEmailPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A signed contract, its PDF attached. */
    'contract-email': ContractEmailJob;
  }
}

const SUBJECT: Record<'contract' | 'appendix' | 'renewal', string> = {
  contract: 'Your signed publishing contract',
  appendix: 'Your signed contract appendix',
  renewal: 'Your re-signed publishing contract',
};

/**
 * Sends the contract as it was stored, to the author's current address. A contract whose
 * book or author is gone sends nothing; a failed send throws, so the queue retries it.
 */
async function sendContractEmail(
  context: { db: Db; config: Config; mailer: Mailer; storage: FileStorage },
  job: ContractEmailJob,
): Promise<void> {
  const [row] = await context.db
    .select({
      kind: contracts.kind,
      version: contracts.version,
      fileKey: contracts.fileKey,
      title: books.bookTitle,
      email: users.email,
      nameFirst: users.nameFirst,
    })
    .from(contracts)
    .innerJoin(books, eq(books.id, contracts.bookId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, job.contractId));
  if (!row) return;
  const pdf = await readStoredFile(context.storage, row.fileKey);
  const link = portalLink(context.config.publicUrl, '/books', {});
  const intro = `Thank you for signing. Your publishing contract for "${row.title}" (version ${row.version}) is attached as a PDF, sealed with our digital certificate so that any PDF reader shows whether it was changed after signing.`;
  const outro = 'You can open it at any time from the book in Your books.';
  await context.mailer.send({
    to: row.email,
    subject: `${SUBJECT[row.kind]}: ${row.title}`,
    text: `Hello ${row.nameFirst},\n\n${intro}\n\n${outro}\n${link}\n`,
    html: `<p>Hello ${escapeHtml(row.nameFirst)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(outro)}</a></p>`,
    link,
    attachments: [
      {
        filename: `contract-${row.title.replace(/[^\w.-]+/g, '-').slice(0, 60)}-v${row.version}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
}

export const contractEmailJob = defineJob({
  name: 'contract-email',
  payload: contractEmailPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendContractEmail,
});
