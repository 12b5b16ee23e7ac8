import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../scripts/build.ts';
import { DEMO_ACCOUNT } from './features/accounts/seed-demo.ts';
import {
  callApi,
  runToEnd,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.ts';

// `pnpm start` runs the build (dist/server.js) with no TypeScript loader: the same server, its
// route modules and ops commands found in dist/, its new database created by the child process.
describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-portal-built-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
  let server: ServerProcess;

  beforeAll(async () => {
    await buildApi();
    server = await startServerProcess(env, 'built');
  });
  afterAll(async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the embedded database on its first start and answers the contract', async () => {
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(await callApi(server.url, 'GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'ok' },
    });
    const login = await callApi(server.url, 'POST', '/authO/login', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(login.status).toBe(200);
    const me = await callApi(server.url, 'GET', '/user/viewuserinfo', {
      token: String(login.body.accessToken),
    });
    expect(me).toMatchObject({ status: 200, body: { email: DEMO_ACCOUNT.email } });
    // The reference's files are found from dist/ too (the contract is served built or not).
    const contract = await fetch(`${server.url}/api/docs/openapi.yaml`);
    expect(contract.status).toBe(200);
    expect(await contract.text()).toContain('operationId: login');
  });

  it('refuses to start with a wrong setting, naming it', () => {
    const refused = spawnSync(process.execPath, ['dist/server.js'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...env, PORT: 'eighty', DATA_DIR: join(dataDir, 'unused') },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'The server could not start: the environment is not valid:\n' +
        '  PORT must be a whole number from 0 to 65535 (got "eighty")\n',
    );
  });

  it('runs staff commands from its own build', async () => {
    const help = await runToEnd('src/cli/index.ts', ['help'], env);
    expect(help.code).toBe(0);
    expect(help.stderr).toContain('coupon <code> <value|percentage> <amount>');
    const created = await runToEnd('src/cli/index.ts', ['coupon', 'BUILT5', 'value', '5'], env);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining('BUILT5 created') });
  });
});
