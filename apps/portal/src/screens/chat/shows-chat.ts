// The specification's pages without the chat button; every other signed-in page has it.
const WITHOUT_CHAT = [
  '/new-book/audio-book',
  '/new-book/calculator',
  '/new-book/e-book',
  '/support',
  '/new-book/general-info',
];

/** Whether a signed-in author sees the support chat's button on this page. */
export function showsChat(pathname: string): boolean {
  return !WITHOUT_CHAT.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
