import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { countUnfinishedJobs } from '../jobs/job-records.ts';
import { linkIn, type TestServer } from './harness.ts';

export interface SignedUp {
  id: number;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const STRONG_PASSWORD = 'Str0ng!pass';

/** A unique address for a test user. */
export function uniqueEmail(label = 'author'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.co.za`;
}

// Emails are sent by the job queue right after the request commits: tests wait for them. The
// limit only stops a wait that would never end: the first PDF-worker render on a loaded 2-core
// machine has taken over 20 s.
export const MAIL_WAIT = { timeout: 60_000, interval: 50 };

/**
 * The link to `page` in the newest email to `email`, once it has arrived; with `newerThan`,
 * the link of a later email than the one that carried that link.
 */
export function emailedLink(
  server: TestServer,
  email: string,
  page: '/verify' | '/reset-password',
  newerThan?: URL,
): Promise<URL> {
  return vi.waitFor(async () => {
    const message = (await server.mailbox()).find((m) => m.to === email);
    const link = linkIn(message);
    if (link.pathname !== page || link.href === newerThan?.href) {
      throw new Error(`no new email to ${email} with a link to ${page} yet`);
    }
    return link;
  }, MAIL_WAIT);
}

/** Waits until the job queue has nothing left to run (every email sent or failed for good). */
export async function jobsSettled(server: TestServer): Promise<void> {
  await vi.waitFor(async () => {
    const unfinished = await countUnfinishedJobs(server.app.db);
    if (unfinished > 0) throw new Error(`${unfinished} jobs still to run`);
  }, MAIL_WAIT);
}

/**
 * Registers a user through the API (and, when `verified`, follows the emailed link), then
 * answers the account with a fresh token pair from the registration.
 */
export async function signUp(
  server: TestServer,
  options: { verified?: boolean; email?: string } = {},
): Promise<SignedUp> {
  const email = options.email ?? uniqueEmail();
  const answer = await server.request<{ accessToken: string; refreshToken: string }>(
    'POST',
    '/user/adduser',
    {
      body: {
        username: email,
        name_first: 'Thandi',
        name_last: 'Mokoena',
        email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    },
  );
  if (answer.status !== 201) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  const link = await emailedLink(server, email, '/verify');
  const id = Number(link.searchParams.get('id'));
  if (options.verified) {
    const verified = await server.request(
      'GET',
      `/user/verifyaccount/${id}/${link.searchParams.get('token')}`,
    );
    if (verified.status !== 200)
      throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  }
  return { id, email, password: STRONG_PASSWORD, ...answer.body };
}
