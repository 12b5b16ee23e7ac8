import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** `pnpm start` on a fresh data folder; answers where it listens once it does. */
export async function startProduct(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('pnpm', ['--silent', 'start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`pnpm start exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /\(listening on (http:\/\/[^)]+)\)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
  });
  return { child, url };
}

/** The server's process: `pnpm start`'s shell execs node, so it is pnpm's child. */
export function serverPidUnder(pnpmPid: number): number {
  const children = readdirSync(`/proc/${pnpmPid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pnpmPid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
  );
  const pid = Number(children.find(Boolean));
  if (!pid) throw new Error('the server process was not found under pnpm');
  return pid;
}
