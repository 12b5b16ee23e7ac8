import { randomBytes } from 'node:crypto';
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

/** The newest outbox message sent to `email`. */
export async function lastMailTo(server: TestServer, email: string) {
  return (await server.mailbox()).find((message) => message.to === email);
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
  const link = linkIn(await lastMailTo(server, email));
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
