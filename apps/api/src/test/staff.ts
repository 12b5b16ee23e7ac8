import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { command as staffCommand } from '../cli/staff.ts';
import { uniqueEmail } from './accounts.ts';
import type { TestServer } from './harness.ts';
import { totpCode, verify } from './two-factor.ts';

/**
 * A staff account made the way operators make one, signed in: after the password, the login
 * sets up an authenticator app (the code computed from the secret shown) before any token.
 */
export async function signInStaff(server: TestServer): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('staff');
  const lines: string[] = [];
  const code = await staffCommand.run(['add', email, 'Lerato', 'Support'], {
    db: server.app.db,
    log: (line) => lines.push(line),
  });
  expect(code).toBe(0);
  const password = /temporary password: (\S+)/.exec(lines.join('\n'))?.[1];
  const login = await server.request<{ second_step: string; challenge: string }>(
    'POST',
    '/authO/login',
    { body: { email, password } },
  );
  expect(login.body).toMatchObject({ statusCode: 'U35', second_step: 'totp_setup' });
  const { challenge } = login.body;
  const setup = await server.request<{ secret: string }>('POST', '/authO/login/totp-setup', {
    body: { challenge },
  });
  const done = await verify(server, challenge, 'totp', totpCode(setup.body.secret));
  expect(done.status).toBe(200);
  const claims = decodeJwt(done.body.accessToken);
  expect(claims.role).toBe('staff');
  return { id: Number(claims.sub), token: done.body.accessToken };
}
