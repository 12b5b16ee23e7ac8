import { expect, it } from 'vitest';
import { emailedLink, signUp } from '../test/accounts.ts';
import { describeOnEachDatabase } from '../test/on-each-database.ts';

const NEW_PASSWORD = 'L0gged!never';

describeOnEachDatabase('logs', {}, (server) => {
  it('never holds passwords, tokens, link tokens in URLs, or bank details', async () => {
    const user = await signUp(server, { verified: true });
    const login = await server.request<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/authO/login',
      {
        body: { email: user.email, password: user.password },
      },
    );
    await server.request('GET', '/user/viewuserinfo', { token: login.body.accessToken });
    await server.request('POST', '/authO/refresh', { body: { token: login.body.refreshToken } });
    await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
    const resetToken =
      (await emailedLink(server, user.email, '/reset-password')).searchParams.get('token') ?? '';
    await server.request('PUT', `/user/pwdlinkcheck/${user.id}/${resetToken}`, {
      body: { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    server.app.log.info(
      {
        password: 'p4ss',
        bankInfo: { account_number: '62123456789' },
        user: { account_number: '62123456789', misc: '{}' },
      },
      'a careless log line',
    );

    const logs = server.logs.join('\n');
    for (const secret of [
      user.password,
      NEW_PASSWORD,
      login.body.accessToken,
      login.body.refreshToken,
      user.accessToken,
      '62123456789',
      'p4ss',
    ]) {
      expect(logs).not.toContain(secret);
    }
    // The reset link's token is nowhere in the log: the dev outbox (no SMTP server) announces
    // the email with its link's secrets hidden, and keeps the whole message in its table.
    expect(logs).not.toContain(resetToken);
    const kept = server.logs
      .map((line) => JSON.parse(line) as { msg: string; link?: string })
      .filter((line) => line.msg === 'email kept in the dev outbox (no SMTP_URL)');
    expect(kept.map((line) => line.link)).toContainEqual(expect.stringContaining('[redacted]'));
    expect(logs).toContain(`/api/user/pwdlinkcheck/${user.id}/[redacted]`);
    expect(logs).not.toContain(`/api/user/forgotpwd/${encodeURIComponent(user.email)}`);
  });

  it('gives every request line an id, also sent back as x-request-id', async () => {
    const answer = await server.request('GET', '/health', {
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-abc-12345');
    const lines = server.logs.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(
      lines.filter((line) => line.reqId === 'trace-abc-12345').map((line) => line.msg),
    ).toEqual(['request completed']);
    const forged = await server.request('GET', '/health', {
      headers: { 'x-request-id': 'bad id {with} spaces' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
