import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `pnpm ops` against the running server, as staff would run it; answers what it printed. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@pod-portal/api', 'ops', ...args],
    {
      cwd: '..',
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    },
  );
  return stdout;
}
