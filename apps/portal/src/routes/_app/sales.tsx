import { createFileRoute } from '@tanstack/react-router';
import { salesQuery } from '../../api/sales-queries.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { SalesPage } from '../../screens/sales/SalesPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/sales')({
  head: () => ({ meta: [{ title: pageTitle('Sales') }] }),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      salesQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Sales', 'Loading your sales…'),
  errorComponent: routeError('Sales', 'Your sales could not be loaded. Please try again later.'),
  component: SalesPage,
});
