import { describe, expect, it } from 'vitest';
import { showsSidebar } from './shows-sidebar.ts';

describe('showsSidebar', () => {
  it.each([
    '/login',
    '/verify',
    '/register/email-password',
    '/forgot-password',
    '/reset-password',
    '/this-wasnt-me',
    '/renewal',
    '/my-first-book/general-info',
    '/activate-account-info',
  ])('hides the sidebar on %s', (path) => {
    expect(showsSidebar(path)).toBe(false);
  });

  it.each(['/dashboard', '/books', '/new-book/general-info', '/checkout/cart', '/loginx'])(
    'shows it on %s',
    (path) => {
      expect(showsSidebar(path)).toBe(true);
    },
  );
});
