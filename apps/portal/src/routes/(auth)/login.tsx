import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { LoginPage } from '../../screens/auth/login/LoginPage.tsx';
import { resignContractQuery } from '../../session/resign-contract-query.ts';
import { returnPathQuery } from '../../session/return-path.ts';
import { shareInvitationQuery } from '../../session/share-invitation-query.ts';

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...resignContractQuery(search),
    ...shareInvitationQuery(search),
    ...returnPathQuery(search),
  }),
  head: () => ({ meta: [{ title: pageTitle('Login') }] }),
  component: LoginPage,
});
