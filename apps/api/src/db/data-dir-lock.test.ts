import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, readLockHolder } from './data-dir-lock.ts';

const dirs: string[] = [];
const aDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pod-portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('lets one holder in and names it to the next, until released', () => {
    const dataDir = aDataDir();
    const lock = acquireDataDirLock(dataDir, 'server');
    lock.update({ address: 'http://127.0.0.1:3000' });
    expect(readLockHolder(dataDir)).toMatchObject({
      kind: 'server',
      pid: process.pid,
      address: 'http://127.0.0.1:3000',
    });
    expect(() => acquireDataDirLock(dataDir, 'ops')).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dataDir, 'ops')).toThrow(
      `The server (pid ${process.pid}, http://127.0.0.1:3000, since `,
    );
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dataDir, 'ops').release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = aDataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const path = join(dataDir, 'pglite.lock');
    writeFileSync(path, JSON.stringify({ kind: 'server', pid: Number(gone.stdout), since: 'x' }));
    expect(readLockHolder(dataDir)).toBeUndefined();
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  // A holder is alive or gone, never stale by the clock: a server stopped (Ctrl-Z) or busy in a
  // long statement keeps the database (decision 041 on proper-lockfile's mtime staleness).
  it('keeps a holder that is alive but stopped, however long ago it wrote the lock', () => {
    const dataDir = aDataDir();
    const stopped = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      stopped.kill('SIGSTOP');
      const path = join(dataDir, 'pglite.lock');
      const since = '2026-01-01T00:00:00.000Z';
      writeFileSync(path, JSON.stringify({ kind: 'server', pid: stopped.pid, since }));
      utimesSync(path, new Date(since), new Date(since));
      expect(() => acquireDataDirLock(dataDir, 'ops')).toThrow(
        `The server (pid ${stopped.pid}, since ${since}) already uses the embedded database in ${dataDir}.`,
      );
    } finally {
      stopped.kill('SIGKILL');
    }
  });
});
