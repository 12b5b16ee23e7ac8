import type { Config } from '../../../config.ts';

/** Who the passkeys belong to: the portal's own origin (PUBLIC_URL) and its host as the RP ID. */
export interface RelyingParty {
  /** The name an authenticator shows beside the account. */
  name: string;
  /** The host of PUBLIC_URL: a passkey works on that site only. */
  id: string;
  /** The one origin a browser may sign from. */
  origin: string;
}

export function relyingParty(config: Pick<Config, 'publicUrl' | 'company'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { name: config.company.name, id: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user handle of an account: the same for each of its passkeys (so an
 * authenticator keeps one passkey per account), with nothing personal in it.
 */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`pod-user-${userId}`);
}
