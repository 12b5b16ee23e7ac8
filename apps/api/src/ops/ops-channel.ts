import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { LockHolder } from '../db/data-dir-lock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { runOpsCommand } from './run-ops-command.ts';

export type OpsEndpoint = NonNullable<LockHolder['ops']>;

/** What the channel answers: the command's exit code and its lines, in order. */
export interface OpsAnswer {
  exitCode: number;
  lines: Array<{ stream: 'out' | 'err'; text: string }>;
}

export interface OpsChannel {
  endpoint: OpsEndpoint;
  close(): Promise<void>;
}

/** The folder (mode 0700) holding the channel's socket and the secret a caller must present. */
const opsDir = (dataDir: string) => join(dataDir, 'ops');
export const opsSecretPath = (dataDir: string) => join(opsDir(dataDir), 'secret');

// Unix socket paths are limited to about 108 bytes; a deeper DATA_DIR falls back to loopback TCP.
const MAX_SOCKET_PATH_BYTES = 100;
const MAX_REQUEST_BYTES = 64 * 1024;

async function readArgv(request: IncomingMessage): Promise<string[] | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const { argv } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { argv?: unknown };
    return Array.isArray(argv) && argv.every((arg) => typeof arg === 'string') ? argv : undefined;
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The running server's side of `pnpm ops`: the staff commands run here, on the server's own
 * database, so they act at once on the data the server uses (the embedded PGlite database can
 * have only one process). Only this machine's user can reach it: a socket in a 0700 folder
 * under DATA_DIR, and a fresh secret per start that the caller reads from the same folder.
 */
export async function openOpsChannel(options: {
  dataDir: string;
  db: Db;
  /** The server's job queue: commands that notify (e.g. `book-status`) send through it. */
  jobs: Pick<JobQueue, 'send'>;
  log: FastifyBaseLogger;
}): Promise<OpsChannel> {
  const dir = opsDir(options.dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const secret = randomBytes(32);
  writeFileSync(opsSecretPath(options.dataDir), secret.toString('base64url'), { mode: 0o600 });
  const expected = Buffer.from(`Bearer ${secret.toString('base64url')}`);

  const server: Server = createServer((request, response) => {
    void (async () => {
      const presented = Buffer.from(request.headers.authorization ?? '');
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
        send(response, 401, { error: 'not authorised' });
        return;
      }
      const argv = request.method === 'POST' && request.url === '/run' && (await readArgv(request));
      if (!argv) {
        send(response, 400, { error: 'expected POST /run with {"argv": [strings]}' });
        return;
      }
      const answer: OpsAnswer = { exitCode: 1, lines: [] };
      try {
        answer.exitCode = await runOpsCommand(
          argv,
          {
            out: (text) => answer.lines.push({ stream: 'out', text }),
            err: (text) => answer.lines.push({ stream: 'err', text }),
          },
          (use) => use(options.db),
          options.jobs,
        );
      } catch (error) {
        options.log.error({ err: error, command: argv[0] }, 'ops command failed');
        answer.lines.push({ stream: 'err', text: 'ops failed: see the server log' });
      }
      // The arguments may name people (emails): only the command and its outcome are logged.
      options.log.info({ command: argv[0], exitCode: answer.exitCode }, 'ops command');
      send(response, 200, answer);
    })();
  });

  const socketPath = join(dir, 'ops.sock');
  const endpoint = await new Promise<OpsEndpoint>((resolve, reject) => {
    server.once('error', reject);
    if (Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES) {
      if (existsSync(socketPath)) rmSync(socketPath); // left by a server that died
      server.listen(socketPath, () => resolve({ socketPath }));
    } else {
      server.listen(0, '127.0.0.1', () =>
        resolve({ port: (server.address() as AddressInfo).port }),
      );
    }
  });
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(opsSecretPath(options.dataDir), { force: true });
          resolve();
        });
      }),
  };
}
