// What the API benches share: a new author with a quoted print book, a book file sent as the
// portal sends it (the SDK's chunked upload), the wait for the server's preflight of it, and a
// process's resident memory.
// The quote's payload alone (`test-support/quotes` loads nothing else): the process running a
// bench is the client, and the server's code (about 30 MB of heap) made every garbage
// collection here, the SDK's and the baselines', four times dearer.
import { readFileSync } from 'node:fs';
import { printQuote } from '@pod-portal/api/test-support/quotes';
import { createPodClient } from '@pod-portal/sdk';

/** A process's resident memory (VmRSS, from /proc) in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Registers a new author (`name` starts their email): the answer, with their tokens. */
export async function registerAuthor(url: string, name: string) {
  const email = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Bench!pass1';
  return json(
    await fetch(`${url}/api/user/adduser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: email,
        name_first: 'Bench',
        name_last: 'Author',
        email,
        password,
        confirm_password: password,
      }),
    }),
  );
}

/** A new author with a quoted book: its token and book ids. */
export async function authorWithBook(url: string) {
  const signedUp = await registerAuthor(url, 'upload');
  const token = String(signedUp.accessToken);
  const pod = createPodClient({ baseUrl: `${url}/api` });
  await pod.session.start({ accessToken: token, refreshToken: String(signedUp.refreshToken) });
  const quote = await json(
    await fetch(`${url}/api/user/getquote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(printQuote({ isbn: null, isbn_is_required: true })),
    }),
  );
  return {
    pod,
    localBookId: Number(quote.localBookId),
    internationalBookId: Number(quote.internationalBookId),
  };
}

export type BenchBook = Awaited<ReturnType<typeof authorWithBook>>;

/**
 * Waits until the server has preflighted the book file `name` (a job run after the upload), so
 * the next round starts with the server idle, as an author's next upload would.
 */
export async function preflighted(book: BenchBook, name: string) {
  const path = {
    localBookId: book.localBookId,
    region: 'li',
    internationalBookId: book.internationalBookId,
  } as const;
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const { data } = await book.pod.books.get({ params: { path } });
    const file = data?.bookFiles?.find((stored) => stored.filename === name);
    if (file?.findings) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not preflight ${name} within two minutes`);
}

/** Sends `file` as the portal does, through the SDK; answers the seconds it took. */
export async function chunkedUpload(book: BenchBook, name: string, file: Blob): Promise<number> {
  const started = performance.now();
  const result = await book.pod.uploads.bookFile({ ...book, file, name }, { startIndex: 0 });
  if (result.kind !== 'done') throw new Error(`the upload stopped: ${JSON.stringify(result)}`);
  return (performance.now() - started) / 1000;
}
