const WITHOUT_SIDEBAR = [
  '/login',
  '/verify',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/this-wasnt-me',
  // Not in the specification: the bank change email's link, opened signed in or not.
  '/confirm-bank-change',
  '/renewal',
  '/my-first-book',
  // Not in the specification's list: the page ends the session of an account that is not
  // verified yet, so a sidebar with Logout and a balance would show nothing that works.
  '/activate-account-info',
  // The staff area has its own header: the author's navigation means nothing there.
  '/staff',
];

/**
 * The sidebar and top bar are hidden on the sign-in pages, renewal, the first-book flow, the
 * activation notice and the staff area.
 */
export function showsSidebar(pathname: string): boolean {
  return !WITHOUT_SIDEBAR.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
