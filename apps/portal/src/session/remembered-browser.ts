/**
 * The token a login's second step gave this browser when the author ticked "Remember this
 * browser for 30 days". It outlives logouts (that is its point); the server checks it against
 * the account logging in, so one slot serves: the last account remembered here.
 */
const KEY = 'pod.remembered-browser';

export function rememberedBrowser(): string | undefined {
  return localStorage.getItem(KEY) ?? undefined;
}

export function keepRememberedBrowser(token: string): void {
  localStorage.setItem(KEY, token);
}

/** Runs `clear` (which empties localStorage) and puts the remembered browser back. */
export async function keepingRememberedBrowser(clear: () => Promise<void> | void): Promise<void> {
  const token = rememberedBrowser();
  await clear();
  if (token) keepRememberedBrowser(token);
}
