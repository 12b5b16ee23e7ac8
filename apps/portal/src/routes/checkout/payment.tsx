import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { PaymentPage } from '../../screens/checkout/PaymentPage.tsx';

export const Route = createFileRoute('/checkout/payment')({
  head: () => ({ meta: [{ title: pageTitle('Payment') }] }),
  component: PaymentPage,
});
