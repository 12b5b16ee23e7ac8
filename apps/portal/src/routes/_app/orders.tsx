import { createFileRoute } from '@tanstack/react-router';
import { ordersQuery } from '../../api/orders-query.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { OrdersPage } from '../../screens/orders/OrdersPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/orders')({
  head: () => ({ meta: [{ title: pageTitle('Orders') }] }),
  // The page's data is fetched before it shows (and on hovering a link to it).
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      ordersQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Orders', 'Loading your orders…'),
  errorComponent: routeError('Orders', 'Your orders could not be loaded. Please try again later.'),
  component: OrdersPage,
});
