import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../pages/orders/OrdersPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/orders')({
  head: () => ({ meta: [{ title: pageTitle('Orders') }] }),
  component: OrdersPage,
});
