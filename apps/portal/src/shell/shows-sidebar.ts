const WITHOUT_SIDEBAR = [
  '/login',
  '/verify',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/renewal',
  '/my-first-book',
];

/** The sidebar and top bar are hidden on the sign-in pages, renewal and the first-book flow. */
export function showsSidebar(pathname: string): boolean {
  return !WITHOUT_SIDEBAR.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
