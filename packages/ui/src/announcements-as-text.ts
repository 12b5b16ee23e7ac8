// React Aria's live announcer (the `[data-live-announcer]` node it puts first in the body) reads
// a pending button's name by reference: a `role="img"` node `aria-labelledby` the button, kept
// for 7 s. A button gone before then (a dialog closed, a stage left) leaves that reference
// pointing at nothing, an image without a name (axe: role-img-alt). Each such announcement is
// turned into the text it names the moment it is made, which outlives the button.
// (https://github.com/adobe/react-spectrum/issues/10579)

const ANNOUNCER = '[data-live-announcer]';

let watching = false;

/** The text the ids name: each element's aria-label, or else its text. */
function namedText(ids: string): string {
  return ids
    .split(/\s+/)
    .map((id) => {
      const named = id ? document.getElementById(id) : null;
      return named?.getAttribute('aria-label') ?? named?.textContent?.trim() ?? '';
    })
    .filter(Boolean)
    .join(' ');
}

function asText(node: Node): void {
  if (!(node instanceof Element)) return;
  const ids = node.getAttribute('aria-labelledby');
  if (ids === null) return;
  const text = namedText(ids);
  // Nothing left to read (the button went before the announcement was made): nothing to say.
  if (!text) {
    node.remove();
    return;
  }
  node.removeAttribute('role');
  node.removeAttribute('aria-labelledby');
  node.textContent = text;
}

function watchAnnouncer(announcer: Element): void {
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(asText);
  }).observe(announcer, { childList: true, subtree: true });
  announcer.querySelectorAll('[aria-labelledby]').forEach(asText);
}

/**
 * From now on, the live announcer's announcements by reference become their text as they are
 * made. The announcer is made with the first announcement: until then the body's own children
 * are watched for it (not their descendants).
 */
export function keepAnnouncementsAsText(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  const announcer = document.querySelector(ANNOUNCER);
  if (announcer) {
    watchAnnouncer(announcer);
    return;
  }
  const forAnnouncer = new MutationObserver(() => {
    const made = document.querySelector(ANNOUNCER);
    if (!made) return;
    forAnnouncer.disconnect();
    watchAnnouncer(made);
  });
  forAnnouncer.observe(document.body, { childList: true });
}
