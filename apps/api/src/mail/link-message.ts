import { escapeHtml } from '../lib/escape-html.ts';
import type { MailMessage } from './create-mailer.ts';

/** A message with a greeting, an introduction, one link and a closing line, as text and HTML. */
export function linkMessage(
  to: string,
  subject: string,
  lines: { greeting: string; intro: string; action: string; outro: string },
  link: string,
): MailMessage {
  const text = `${lines.greeting}\n\n${lines.intro}\n\n${link}\n\n${lines.outro}\n`;
  const html = `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(lines.action)}</a></p><p>${escapeHtml(lines.outro)}</p>`;
  return { to, subject, text, html, link };
}
