import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../../pages/transactions/TransactionsPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/transactions')({
  head: () => ({ meta: [{ title: pageTitle('Transactions') }] }),
  component: TransactionsPage,
});
