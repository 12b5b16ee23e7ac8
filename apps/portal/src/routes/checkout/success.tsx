import { createFileRoute } from '@tanstack/react-router';
import { validateCheckoutReturn } from '../../screens/checkout/checkout-search.ts';
import { SuccessPage } from '../../screens/checkout/SuccessPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/success')({
  head: () => ({ meta: [{ title: pageTitle('Payment successful') }] }),
  validateSearch: validateCheckoutReturn,
  component: SuccessPage,
});
