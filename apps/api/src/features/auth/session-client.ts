import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { SendJob } from '../../jobs/job-queue.ts';

/** Who starts a session, as `startSession` records it; `sessionClient` reads it from a request. */
export interface SessionClient {
  userAgent: string | undefined;
  address: string;
  /** Where a login alert is queued (a transaction's `send` when the session starts in one). */
  jobs: { send: SendJob };
}

/** The client of a login, registration or second step: its browser, address and job queue. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return {
    userAgent: request.headers['user-agent'],
    address: request.ip,
    jobs: request.server.jobs,
  };
}

/**
 * Browser and system names of a User-Agent, without versions (`Chrome`, `Windows`): a browser
 * updating itself stays the same browser. Null when the header says nothing known.
 */
export function browserOf(userAgent: string | undefined): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
