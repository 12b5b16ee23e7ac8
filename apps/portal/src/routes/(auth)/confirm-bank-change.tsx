import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ConfirmBankChangePage } from '../../screens/auth/bank-change/ConfirmBankChangePage.tsx';

export const Route = createFileRoute('/(auth)/confirm-bank-change')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle('Confirm your bank details') }] }),
  component: ConfirmBankChangePage,
});
