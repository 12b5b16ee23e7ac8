/**
 * The royalty share invitation an emailed link (/shares?invitation=<id>) opens: kept through
 * the login a signed-out visitor is sent to, so they come back to it.
 */
export interface ShareInvitationQuery {
  invitation?: number;
}

/** Reads the invitation's id from the search, ignoring anything else. */
export function shareInvitationQuery(search: Record<string, unknown>): ShareInvitationQuery {
  const invitation = Number(search.invitation);
  return Number.isInteger(invitation) && invitation > 0 ? { invitation } : {};
}
