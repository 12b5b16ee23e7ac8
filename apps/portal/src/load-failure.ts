/**
 * Shown when the app's code did not arrive (the connection dropped while the first page was
 * loading): otherwise a drawn page would stay disabled, or a blank one blank, with no word why.
 * Plain DOM in the banners' style, since React itself may be what did not arrive.
 */
export function showLoadFailure(root: HTMLElement): void {
  if (root.querySelector('.app-load-failure')) return;
  const title = element('h2', 'ui-banner-title', 'The page could not load');
  const body = element(
    'span',
    'ui-banner-body',
    'Part of the app did not arrive. Check your internet connection, then try again.',
  );
  const text = element('div', 'ui-banner-text');
  text.append(title, body);
  const retry = element('button', 'ui-button', 'Try again');
  retry.type = 'button';
  retry.dataset.variant = 'secondary';
  retry.addEventListener('click', () => location.reload());
  const banner = element('div', 'ui-banner app-load-failure');
  banner.dataset.variant = 'warning';
  banner.setAttribute('role', 'alert');
  banner.append(text, retry);
  root.prepend(banner);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const created = document.createElement(tag);
  created.className = className;
  created.textContent = text;
  return created;
}
