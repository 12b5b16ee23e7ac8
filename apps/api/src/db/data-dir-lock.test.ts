import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
});
