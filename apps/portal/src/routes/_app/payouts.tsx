import { createFileRoute } from '@tanstack/react-router';
import { payoutsQuery } from '../../api/payouts-query.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { PayoutsPage } from '../../screens/payouts/PayoutsPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/payouts')({
  head: () => ({ meta: [{ title: pageTitle('Payouts') }] }),
  // The balance and the payouts are fetched before the page shows.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      payoutsQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Payouts', 'Loading your payouts…'),
  errorComponent: routeError(
    'Payouts',
    'Your payouts could not be loaded. Please try again later.',
  ),
  component: PayoutsPage,
});
