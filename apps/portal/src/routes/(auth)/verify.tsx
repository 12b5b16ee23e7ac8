import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { VerifyPage } from '../../screens/auth/activation/VerifyPage.tsx';
import { returnPathQuery } from '../../session/return-path.ts';

export const Route = createFileRoute('/(auth)/verify')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
    ...returnPathQuery(search),
  }),
  head: () => ({ meta: [{ title: pageTitle('Verify account') }] }),
  component: VerifyPage,
});
