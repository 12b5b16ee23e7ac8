import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { MAIL_WAIT, type SignedUp } from './accounts.ts';
import type { TestServer } from './harness.ts';

const CODE_SUBJECT = /^Your Print on Demand login code: (\d{4})$/;

/** The login codes emailed to `email` so far, newest first. */
async function loginCodes(server: TestServer, email: string): Promise<string[]> {
  return (await server.mailbox())
    .filter((message) => message.to === email)
    .flatMap((message) => CODE_SUBJECT.exec(message.subject)?.[1] ?? []);
}

/** Waits for the `nth` login code (1 = the first) emailed to `email`, and answers it. */
export function emailedLoginCode(server: TestServer, email: string, nth = 1): Promise<string> {
  return vi.waitFor(async () => {
    const codes = await loginCodes(server, email);
    if (codes.length < nth) throw new Error(`login code ${nth} to ${email} not sent yet`);
    return codes[codes.length - nth] as string;
  }, MAIL_WAIT);
}

/** The subjects of the emails to `email`, oldest first, once `count` have arrived. */
export function emailSubjects(server: TestServer, email: string, count: number): Promise<string[]> {
  return vi.waitFor(async () => {
    const subjects = (await server.mailbox())
      .filter((message) => message.to === email)
      .map((message) => message.subject)
      .reverse();
    if (subjects.length < count) throw new Error(`${subjects.length} of ${count} emails yet`);
    return subjects;
  }, MAIL_WAIT);
}

/** The authenticator app's code for `secret` at `timestamp` (ms; default now), as an app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

export interface SecondStepAnswer {
  statusCode: string | number;
  second_step?: 'code' | 'totp' | 'totp_setup';
  challenge: string;
  methods: string[];
  accessToken?: string;
  refreshToken?: string;
}

/** Logs in with email and password (and a remembered browser's token), expecting 200. */
export async function passwordStep(
  server: TestServer,
  user: Pick<SignedUp, 'email' | 'password'>,
  rememberedBrowser?: string,
): Promise<SecondStepAnswer> {
  const answer = await server.request<SecondStepAnswer>('POST', '/authO/login', {
    body: {
      email: user.email,
      password: user.password,
      ...(rememberedBrowser && { remembered_browser: rememberedBrowser }),
    },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Sends the second step's code. */
export function verify(
  server: TestServer,
  challenge: string,
  method: 'code' | 'totp' | 'recovery',
  code: string,
  rememberBrowser?: boolean,
) {
  return server.request<{
    statusCode: string | number;
    accessToken: string;
    remembered_browser?: string;
    recovery_codes?: string[];
  }>('POST', '/authO/login/verify', {
    body: {
      challenge,
      method,
      code,
      ...(rememberBrowser !== undefined && { remember_browser: rememberBrowser }),
    },
  });
}
