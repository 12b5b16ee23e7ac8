import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../screens/checkout/PaymentPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/payment')({
  head: () => ({ meta: [{ title: pageTitle('Payment') }] }),
  component: PaymentPage,
});
