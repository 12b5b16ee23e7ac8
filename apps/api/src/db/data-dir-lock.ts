import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Who holds the embedded database, as written in `DATA_DIR/pglite.lock`. */
export interface LockHolder {
  kind: 'server' | 'ops';
  pid: number;
  /** When it took the lock (ISO 8601). */
  since: string;
  /** The server's address, once it listens. */
  address?: string;
  /** Where the server's ops channel listens (see ops/ops-channel.ts). */
  ops?: { socketPath: string } | { port: number };
}

export interface DataDirLock {
  readonly path: string;
  /** Adds what the holder learnt after taking the lock (the address it listens on). */
  update(details: Pick<LockHolder, 'address' | 'ops'>): void;
  release(): void;
}

/** Refused: another live process holds the embedded database. */
export class DataDirBusyError extends Error {
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      `${describeHolder(holder)} already uses the embedded database in ${dataDir}. ` +
        (holder.kind === 'server'
          ? 'Stop it first (Ctrl-C in its terminal), or give this one another DATA_DIR. Staff commands (pnpm ops) reach the running server by themselves.'
          : 'Try again when it has finished.'),
    );
    this.name = 'DataDirBusyError';
  }
}

export function describeHolder(holder: LockHolder): string {
  const what = holder.kind === 'server' ? 'The server' : 'An ops command';
  const where = holder.address ? `, ${holder.address}` : '';
  return `${what} (pid ${holder.pid}${where}, since ${holder.since})`;
}

const lockPath = (dataDir: string) => join(dataDir, 'pglite.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of `dataDir`'s embedded database, if any (a dead holder's lock is stale). */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  let holder: LockHolder;
  try {
    holder = JSON.parse(text) as LockHolder;
  } catch {
    return undefined; // written atomically, so only a foreign file could be unreadable
  }
  return isAlive(holder.pid) ? holder : undefined;
}

function writeAtomically(path: string, holder: LockHolder, exclusive: boolean): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, JSON.stringify(holder), { mode: 0o600 });
  if (!exclusive) {
    renameSync(temporary, path);
    return;
  }
  try {
    // link() fails when the lock exists, so two openers can never both win.
    linkSync(temporary, path);
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Takes the embedded database in `dataDir` for this process, so two PGlite engines never open
 * the same files: a live holder makes it throw {@link DataDirBusyError} naming it; a lock left by
 * a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string, kind: LockHolder['kind']): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  let holder: LockHolder = { kind, pid: process.pid, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeAtomically(path, holder, true);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const current = readLockHolder(dataDir);
      if (current) throw new DataDirBusyError(current, dataDir);
      rmSync(path, { force: true }); // stale: its process is gone (another opener may beat us to it)
    }
  }
  let held = true;
  return {
    path,
    update(details) {
      holder = { ...holder, ...details };
      if (held) writeAtomically(path, holder, false);
    },
    release() {
      if (!held) return;
      held = false;
      try {
        if (readLockHolder(dataDir)?.pid === process.pid) unlinkSync(path);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
