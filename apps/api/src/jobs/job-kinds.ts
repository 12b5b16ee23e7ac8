import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Every kind of background job and its payload (kept small: ids, never secrets or whole
 * records; a job reads what it needs when it runs). Empty here: each job's own module adds its
 * kind (`declare module '.../jobs/job-kinds.ts' { interface JobKinds { name: Payload } }`), so
 * the queue knows no feature and `send(name, data)` is still checked against the payload.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each job's module (declaration merging)
export interface JobKinds {}

export type JobName = keyof JobKinds;

/** One kind of job: its name, payload schema, retry settings and what it does. */
export interface JobDefinition<Name extends JobName> {
  readonly name: Name;
  /**
   * The payload's schema, checked when the job runs: a payload that does not fit (written by an
   * older version, or by hand) fails the run instead of reaching the handler.
   */
  readonly payload: z.ZodType<JobKinds[Name]>;
  /** Retries after the first failed run; then the job is kept as failed. */
  readonly retryLimit: number;
  /** A run that takes longer has hung: it is given up (and retried). */
  readonly expireInSeconds: number;
  /**
   * Jobs whose payloads give the same key run one at a time, on every instance together (the
   * queue's `singleton` policy): the second sees what the first did. Absent: any number at once.
   */
  readonly oneAtATimeBy?: (data: JobKinds[Name]) => string;
  /**
   * At most one job of the kind is queued in each slot of this many seconds, by every instance
   * together (the queue's throttling): a send in a slot already taken is dropped.
   */
  readonly oncePerSeconds?: number;
  /** Does the job, with the server's decorations (database, mailer, storage, PDF workers). */
  readonly run: (app: FastifyInstance, data: JobKinds[Name]) => Promise<void>;
}

/** A job definition of any kind. */
export type AnyJobDefinition = { [Name in JobName]: JobDefinition<Name> }[JobName];

/** A job kind, as each job module declares its own (documenso's shape: one file per job). */
export function defineJob<Name extends JobName>(job: JobDefinition<Name>): JobDefinition<Name> {
  return job;
}

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
