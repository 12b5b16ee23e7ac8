import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD } from './author.ts';

/** Where the server writes its log (LOG_FILE, set in playwright.config.ts). */
export function serverLogPath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the config chooses it');
  return join(dataDir, 'server.log');
}

/** What must never reach the log, each with a name for the failure message. */
const SECRETS: Array<[string, RegExp]> = [
  ['a token (JWT)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}/],
  [
    'a secret query parameter',
    /[?&](?:jwt|token|secret|signature|code|password|e)=(?!\[redacted\])/,
  ],
  ['a file link signature', /\b[a-f0-9]{64}\b/],
  ['a password', new RegExp(PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['a password field', /"(?:password|confirm_password)":"(?!\[redacted\])/],
  ['a bank account number', /\b(?:1234567890|62123456789)\b/],
  ['an email address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
];

/**
 * The suite's global teardown: every line the server logged while the specs ran (at info, to
 * the file) is checked, and the run fails naming the first line that leaks a secret.
 */
export default function checkServerLog(): void {
  const path = serverLogPath();
  if (!existsSync(path)) throw new Error(`the server wrote no log at ${path}`);
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  if (!lines.some((line) => line.includes('"request completed"')))
    throw new Error(`the server log at ${path} has no request lines: is it logging at info?`);
  const leaks = lines.flatMap((line) =>
    SECRETS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line}`),
  );
  if (leaks.length > 0)
    throw new Error(
      `the server log leaks ${leaks.length} secret(s); the first:\n${leaks.slice(0, 3).join('\n')}`,
    );
}
