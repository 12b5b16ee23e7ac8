import { createFileRoute } from '@tanstack/react-router';
import { transactionsQuery } from '../../api/transactions-query.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { TransactionsPage } from '../../screens/transactions/TransactionsPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/transactions')({
  head: () => ({ meta: [{ title: pageTitle('Transactions') }] }),
  // The page's data is fetched before it shows (and on hovering a link to it).
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      transactionsQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Transactions', 'Loading your transactions…'),
  errorComponent: routeError(
    'Transactions',
    'Your transactions could not be loaded. Please try again later.',
  ),
  component: TransactionsPage,
});
