import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { validateCheckoutReturn } from '../../screens/checkout/checkout-search.ts';
import { SuccessPage } from '../../screens/checkout/SuccessPage.tsx';

export const Route = createFileRoute('/checkout/success')({
  head: () => ({ meta: [{ title: pageTitle('Payment successful') }] }),
  validateSearch: validateCheckoutReturn,
  component: SuccessPage,
});
