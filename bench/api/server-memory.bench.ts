// The server's memory as a small publisher's machine sees it: the process `pnpm start` runs
// (node with tsx, src/server.ts) on the embedded database, on its first start (which creates and
// migrates the database) and on a restart, against a baseline measured in the same run: the same
// runtime (node with tsx) doing nothing. Resident memory from /proc: peak (VmHWM) and idle
// (VmRSS once the server has answered and settled). Target: idle under 250 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const apiDir = join(import.meta.dirname, '../../apps/api');
const NODE_ARGS = ['--conditions=@pod-portal/source', '--import', 'tsx'];
const SETTLE_MS = 3_000;
const TARGET_MB = 250;

function memoryOf(pid: number): { idleMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { idleMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the server on `dataDir`, waits until it answers, lets it settle, and reads its memory. */
async function measureServer(dataDir: string) {
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /\(listening on (http:\/\/[^)]+)\)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
  });
  for (const path of ['/api/health', '/api/user/pricinglist']) await fetch(`${url}${path}`);
  await delay(SETTLE_MS);
  const memory = memoryOf(child.pid as number);
  await stop(child);
  return memory;
}

async function measureBaseline() {
  const child = spawn(process.execPath, [...NODE_ARGS, '-e', 'setInterval(() => {}, 1000)'], {
    cwd: apiDir,
  });
  await delay(SETTLE_MS);
  const memory = memoryOf(child.pid as number);
  await stop(child);
  return memory;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pod-memory-'));
try {
  const baseline = await measureBaseline();
  const first = await measureServer(dataDir);
  const restart = await measureServer(dataDir);
  const rows = [
    ['baseline (node + tsx, idle)', baseline],
    ['server, first start', first],
    ['server, restart', restart],
  ] as const;
  console.log('| process | idle MB | peak MB | idle / baseline |');
  console.log('|---|---|---|---|');
  for (const [name, memory] of rows) {
    console.log(
      `| ${name} | ${memory.idleMb} | ${memory.peakMb} | ${(memory.idleMb / baseline.idleMb).toFixed(2)} |`,
    );
  }
  const worst = Math.max(first.idleMb, restart.idleMb);
  console.log(
    `idle ${worst} MB against the target of ${TARGET_MB} MB: ${worst < TARGET_MB ? 'met' : 'NOT met'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
