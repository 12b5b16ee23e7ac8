import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const apiDir = join(import.meta.dirname, '../..');
const NODE_ARGS = ['--conditions=@pod-portal/source', '--import', 'tsx'];

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a node entry of the API (`src/cli/index.ts`, `src/server.ts`) to its end, as a terminal would. */
export function runToEnd(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<Exited> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, entry, ...args], { cwd: apiDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens, e.g. `http://127.0.0.1:40123`. */
  url: string;
}

/**
 * A real server process, answered once it has printed where it listens: from the sources
 * (`src/server.ts` through tsx), or `built` (`dist/server.js`, as `pnpm start` runs it).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  from: 'sources' | 'built' = 'sources',
): Promise<ServerProcess> {
  const args = from === 'built' ? ['dist/server.js'] : [...NODE_ARGS, 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    // QUARTERLY_PAYOUTS, MONTHLY_STATEMENTS, PRUNE_THROTTLES, PAYPAL_PAYOUT_CHECKS and
    // PAYPAL_REFUND_CHECKS as in every test server: no test's authors are paid out, sent
    // statements, or their PayPal payouts or refunds settled by the clock, and no job is queued
    // unasked.
    env: {
      PORT: '0',
      LOG_LEVEL: 'warn',
      QUARTERLY_PAYOUTS: 'false',
      MONTHLY_STATEMENTS: 'false',
      PRUNE_THROTTLES: 'false',
      PAYPAL_PAYOUT_CHECKS: 'false',
      PAYPAL_REFUND_CHECKS: 'false',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
    lines.on('line', (line) => {
      const listening = /\(listening on (http:\/\/[^)]+)\)/.exec(line);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
  return { child, url };
}

/** Stops a server process with SIGTERM and answers its exit code. */
export function stopServerProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

/** Calls the API of a server process over HTTP (`path` relative to /api). */
export async function callApi(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}
