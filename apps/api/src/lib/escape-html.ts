/** Text safe inside HTML elements and quoted attributes (emails, the dev mailbox). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
