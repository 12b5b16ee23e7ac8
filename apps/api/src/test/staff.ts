import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { command as staffCommand } from '../cli/staff.ts';
import { uniqueEmail } from './accounts.ts';
import type { TestServer } from './harness.ts';

/** A staff account made the way operators make one, signed in. */
export async function signInStaff(server: TestServer): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('staff');
  const lines: string[] = [];
  const code = await staffCommand.run(['add', email, 'Lerato', 'Support'], {
    db: server.app.db,
    log: (line) => lines.push(line),
  });
  expect(code).toBe(0);
  const password = /temporary password: (\S+)/.exec(lines.join('\n'))?.[1];
  const login = await server.request<{ accessToken: string }>('POST', '/authO/login', {
    body: { email, password },
  });
  expect(login.status).toBe(200);
  const claims = decodeJwt(login.body.accessToken);
  expect(claims.role).toBe('staff');
  return { id: Number(claims.sub), token: login.body.accessToken };
}
