import { memoryStorage } from '@pod-portal/sdk';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../api/current-user.ts';
import { STORED_USER_KEY } from '../session/stored-user.ts';
import { drawnPageHtml, showDrawnSignedInPage, WELCOME_CLASS } from './drawn-page.ts';

const DASHBOARD = `<h1>Dashboard</h1><div class="ui-modal-overlay"><div class="ui-modal"><section role="dialog" class="ui-dialog ${WELCOME_CLASS}">Welcome</section></div></div>`;

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function storageWith(user: Partial<CurrentUser> | null) {
  const storage = memoryStorage();
  if (user) {
    storage.setItem(
      STORED_USER_KEY,
      JSON.stringify({ id: 7, role: 'author', user_status: 1, admin_confirmation: 0, ...user }),
    );
  }
  return storage;
}

const drawnIn = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('.app-prerendered[data-signed-in]');

describe('a signed-in page drawn by the build', () => {
  it('is hidden and inert as the server sends it', () => {
    const drawn = drawnIn(rootWith(drawnPageHtml(DASHBOARD, { signedIn: true })));
    expect(drawn?.hidden).toBe(true);
    expect(drawn?.hasAttribute('inert')).toBe(true);
  });

  it('shows, with the welcome, to an author on their first login', () => {
    const root = rootWith(drawnPageHtml(DASHBOARD, { signedIn: true }));
    showDrawnSignedInPage(root, storageWith({ initial_login: 0 }));
    expect(drawnIn(root)?.hidden).toBe(false);
    expect(root.querySelector(`.${WELCOME_CLASS}`)).not.toBeNull();
  });

  it('shows without the welcome to an author who closed it, or whose first login is unknown', () => {
    for (const user of [{ initial_login: 1 as const }, {}]) {
      const root = rootWith(drawnPageHtml(DASHBOARD, { signedIn: true }));
      showDrawnSignedInPage(root, storageWith(user));
      expect(drawnIn(root)?.hidden).toBe(false);
      expect(root.querySelector('.ui-modal-overlay')).toBeNull();
      expect(root.querySelector('h1')?.textContent).toBe('Dashboard');
    }
  });

  it('is removed for a visitor the app will send elsewhere', () => {
    const elsewhere: Array<Partial<CurrentUser> | null> = [
      null,
      { role: 'staff' },
      { user_status: 0 },
      { user_status: 2 },
      { admin_confirmation: 1 },
    ];
    for (const user of elsewhere) {
      const root = rootWith(drawnPageHtml(DASHBOARD, { signedIn: true }));
      showDrawnSignedInPage(root, storageWith(user));
      expect(root.innerHTML).toBe('');
    }
    const root = rootWith(drawnPageHtml(DASHBOARD, { signedIn: true }));
    const damaged = memoryStorage();
    damaged.setItem(STORED_USER_KEY, '{not json');
    showDrawnSignedInPage(root, damaged);
    expect(root.innerHTML).toBe('');
  });

  it('leaves a page drawn for visitors without a session as it is', () => {
    const root = rootWith(drawnPageHtml('<h1>Log in</h1>', { signedIn: false }));
    const before = root.innerHTML;
    showDrawnSignedInPage(root, storageWith(null));
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('fieldset')?.disabled).toBe(true);
  });
});
