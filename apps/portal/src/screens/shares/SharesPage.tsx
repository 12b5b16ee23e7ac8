import { Alert, Button, EmptyState, Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import type { CurrentUser } from '../../api/current-user.ts';
import { royaltySharesQuery } from '../../api/payees-queries.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { type RoyaltyShare, ShareInvitation } from './ShareInvitation.tsx';

/** Whether the profile names an account the payee's share can be paid into. */
function hasBankAccount(user: CurrentUser | null): boolean {
  const bank = user?.bankInfo;
  return Boolean(
    bank?.is_international_account ? bank.international_iban_number : bank?.account_number,
  );
}

/** The emailed link's invitation (`?invitation=<id>`) first, then the rest, newest first. */
function linkedFirst(shares: RoyaltyShare[], invitation: number | undefined): RoyaltyShare[] {
  return [...shares].sort((a, b) => Number(b.id === invitation) - Number(a.id === invitation));
}

/**
 * The royalty shares the user was invited to: each one's book, author, role and share, the
 * royalties held and who has not accepted; accepted by signing its agreement, or declined.
 */
export function SharesPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const user = useCurrentUser();
  const { invitation } = useSearch({ from: '/_app/shares' });
  const shares = useQuery(royaltySharesQuery(pod, user?.id ?? 0));

  return (
    <div className="app-dashboard signing-page">
      <h1>Royalty shares</h1>
      <p>
        Authors who share a book's royalty with you invite you here. Accept a share by signing its
        agreement: its royalties are then credited to your balance.
      </p>
      {!hasBankAccount(user) && (
        <Alert variant="danger">
          Your profile has no bank details yet: add them under{' '}
          <Link href="/profile/update-users">Bank Details on your Profile</Link> so your royalties
          can be paid out.
        </Alert>
      )}
      {shares.isPending && <p role="status">Loading your royalty shares…</p>}
      {shares.isError && (
        <Alert
          variant="danger"
          action={
            <Button variant="secondary" onPress={() => shares.refetch()}>
              Try again
            </Button>
          }
        >
          Your royalty shares could not be loaded. Please check your connection.
        </Alert>
      )}
      {shares.data?.length === 0 && (
        <EmptyState title="No royalty shares" headingLevel={2}>
          When an author shares a book's royalty with you, the invitation is emailed to you and
          shown here.
        </EmptyState>
      )}
      {shares.data &&
        linkedFirst(shares.data, invitation).map((share) => (
          <ShareInvitation key={share.id} share={share} />
        ))}
    </div>
  );
}
