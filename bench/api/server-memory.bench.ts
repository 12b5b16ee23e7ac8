// The server's memory as a small publisher's machine sees it: the process `pnpm start` runs
// (node on the built dist/server.js) on the embedded database, on its first start (which creates
// and migrates the database) and on restarts, against a baseline measured in the same run: node
// doing nothing. For comparison, the same server run from its sources through tsx (as the tests
// and `pnpm dev` do). Resident memory from /proc once the server has answered a few requests
// (three logins at once among them: password hashing takes memory) and settled: idle (VmRSS) and
// peak (VmHWM). Restarts are measured three times and the median reported. Target: idle under
// 250 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serverPidUnder } from '../portal/start-product.ts';

const root = join(import.meta.dirname, '../..');
const apiDir = join(root, 'apps/api');
const SETTLE_MS = 3_000;
const TARGET_MB = 250;
const RESTARTS = 3;
const DEMO = { email: 'demo@printondemand.example', password: 'Demo!2026pod' };

interface Memory {
  idleMb: number;
  peakMb: number;
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { idleMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function exercise(url: string): Promise<void> {
  for (const path of ['/api/health', '/api/user/pricinglist']) await fetch(`${url}${path}`);
  const login = () =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
  await Promise.all([login(), login(), login()]);
}

/** Starts the server with `command`, exercises it, lets it settle, and reads its memory. */
async function measureServer(dataDir: string, command: 'start' | 'sources'): Promise<Memory> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };
  const child =
    command === 'start'
      ? spawn('pnpm', ['--silent', 'start'], { cwd: root, env })
      : spawn(
          process.execPath,
          ['--conditions=@pod-portal/source', '--import', 'tsx', 'src/server.ts'],
          { cwd: apiDir, env },
        );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /\(listening on (http:\/\/[^)]+)\)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
  });
  const pid = command === 'start' ? serverPidUnder(child.pid as number) : (child.pid as number);
  await exercise(url);
  await delay(SETTLE_MS);
  const memory = memoryOf(pid);
  const exited = stopped(child);
  process.kill(pid, 'SIGTERM');
  await exited;
  return memory;
}

async function measureBaseline(): Promise<Memory> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  await delay(SETTLE_MS);
  const memory = memoryOf(child.pid as number);
  const exited = stopped(child);
  child.kill('SIGTERM');
  await exited;
  return memory;
}

const median = (values: Memory[], key: keyof Memory) =>
  [...values].sort((a, b) => a[key] - b[key])[Math.floor(values.length / 2)]?.[key] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'pod-memory-'));
try {
  const baseline = await measureBaseline();
  const first = await measureServer(dataDir, 'start');
  const restarts: Memory[] = [];
  for (let run = 0; run < RESTARTS; run += 1) restarts.push(await measureServer(dataDir, 'start'));
  const restart = { idleMb: median(restarts, 'idleMb'), peakMb: median(restarts, 'peakMb') };
  const fromSources = await measureServer(dataDir, 'sources');
  const rows = [
    ['baseline (node, idle)', baseline],
    ['`pnpm start`, first start', first],
    [`\`pnpm start\`, restart (median of ${RESTARTS})`, restart],
    ['from the sources (tsx), restart', fromSources],
  ] as const;
  console.log('| process | idle MB | peak MB | idle / baseline |');
  console.log('|---|---|---|---|');
  for (const [name, memory] of rows) {
    console.log(
      `| ${name} | ${memory.idleMb} | ${memory.peakMb} | ${(memory.idleMb / baseline.idleMb).toFixed(2)} |`,
    );
  }
  console.log(`restarts, idle MB: ${restarts.map((memory) => memory.idleMb).join(', ')}`);
  const worst = Math.max(first.idleMb, restart.idleMb);
  console.log(
    `idle ${worst} MB against the target of ${TARGET_MB} MB: ${worst < TARGET_MB ? 'met' : 'NOT met'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
