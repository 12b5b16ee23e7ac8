import { type APIRequestContext, expect } from '@playwright/test';

interface MailboxMessage {
  to: string;
  subject?: string;
  text?: string;
  html?: string;
}

/**
 * The link to `path` in the newest message the dev mailbox holds for `to` (the server keeps
 * its outbox when no SMTP server is configured). Polls while the email is being sent.
 */
export async function readLinkFromMailbox(
  request: APIRequestContext,
  to: string,
  path: string,
): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox?format=json');
        const body: unknown = await response.json();
        const messages = (Array.isArray(body) ? body : readMessages(body)).filter((message) =>
          message.to.includes(to),
        );
        // The mailbox lists the newest message first.
        for (const message of messages) {
          const found = findLink(`${message.text ?? ''} ${message.html ?? ''}`, path);
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { message: `an email to ${to} with a link to ${path}` },
    )
    .toBe(true);
  if (!link) throw new Error('unreachable: the poll above succeeded');
  return link;
}

/** The login code of the newest login-code email to `to` (its subject carries the code). */
export async function readLoginCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const body: unknown = await (await request.get('/dev/mailbox?format=json')).json();
        const messages = Array.isArray(body) ? body : readMessages(body);
        const found = messages.find(
          (message) => message.to.includes(to) && /login code: \d{4}$/.test(message.subject ?? ''),
        );
        code = found?.subject?.slice(-4);
        return code !== undefined;
      },
      { message: `a login code emailed to ${to}` },
    )
    .toBe(true);
  if (!code) throw new Error('unreachable: the poll above succeeded');
  return code;
}

function readMessages(body: unknown): MailboxMessage[] {
  if (typeof body === 'object' && body !== null && 'messages' in body) {
    const { messages } = body;
    if (Array.isArray(messages)) return messages;
  }
  return [];
}

function findLink(text: string, path: string): URL | undefined {
  for (const [raw] of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(raw.replaceAll('&amp;', '&'));
    if (url.pathname === path) return url;
  }
  return undefined;
}
