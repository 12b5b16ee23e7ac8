import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { operations } from '../generated/operations.gen.ts';
import type { paths } from '../generated/schema.d.ts';
import type { Outcome } from '../results/read-outcome.ts';

type Operations = typeof operations;

/**
 * How an answer is read: JSON by default, `blob` or `text` for files and pages, `stream` (the
 * body's ReadableStream, see `readServerEvents`) for event streams.
 */
type ParseAs = 'blob' | 'text' | 'stream' | undefined;

/**
 * openapi-fetch's result for one operation (`{ data } | { error }`, and the `response`), plus
 * its {@link Outcome}. `data` is a Blob or a string for operations that answer files or pages,
 * a ReadableStream for event streams.
 */
export type PodResult<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Read extends ParseAs = undefined,
> = FetchResponse<
  paths[Path][Method] & Record<string | number, unknown>,
  Read extends string ? { parseAs: Read } : Record<string, never>,
  `${string}/${string}`
> & { outcome: Outcome };

type InitArgs<Init> = undefined extends Init ? [init?: Init] : [init: Init];

type BoundMethod<Entry> = Entry extends readonly [
  infer Method,
  infer Path extends keyof paths,
  ...infer Rest,
]
  ? Method extends keyof paths[Path]
    ? (
        ...init: InitArgs<MaybeOptionalInit<paths[Path], Method>>
      ) => Promise<
        PodResult<
          Path,
          Method,
          Rest extends readonly [infer Read extends ParseAs] ? Read : undefined
        >
      >
    : never
  : never;

/** One method per operation of the contract, grouped by the operation's tag. */
export type ResourceMethods = {
  [Tag in keyof Operations]: {
    [Name in keyof Operations[Tag]]: BoundMethod<Operations[Tag][Name]>;
  };
};

/** Sends one operation's request and resolves its result. */
export type CallOperation = (method: string, path: string, init: unknown) => Promise<unknown>;

/** The resource methods for every entry of the generated operations table, sent through `call`. */
export function bindOperations(call: CallOperation): ResourceMethods {
  const groups = Object.entries(operations).map(([tag, group]) => [
    tag,
    Object.fromEntries(
      Object.entries(group as Record<string, readonly string[]>).map(
        ([name, [method = '', path = '', parseAs]]) => [
          name,
          (init?: object) => call(method, path, parseAs ? { parseAs, ...init } : init),
        ],
      ),
    ),
  ]);
  // The table and the type are both read from the generated `operations`, entry for entry.
  return Object.fromEntries(groups) as ResourceMethods;
}
