import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { SharesPage } from '../../screens/shares/SharesPage.tsx';
import { shareInvitationQuery } from '../../session/share-invitation-query.ts';

export const Route = createFileRoute('/_app/shares')({
  validateSearch: shareInvitationQuery,
  head: () => ({ meta: [{ title: pageTitle('Royalty shares') }] }),
  component: SharesPage,
});
