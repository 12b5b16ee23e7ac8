import { createFileRoute } from '@tanstack/react-router';
import { validateCheckoutReturn } from '../../pages/checkout/checkout-search.ts';
import { SuccessPage } from '../../pages/checkout/SuccessPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/success')({
  head: () => ({ meta: [{ title: pageTitle('Payment successful') }] }),
  validateSearch: validateCheckoutReturn,
  component: SuccessPage,
});
