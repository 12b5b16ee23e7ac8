import { createFileRoute } from '@tanstack/react-router';
import { CancelledPage } from '../../pages/checkout/CancelledPage.tsx';
import { validateCheckoutReturn } from '../../pages/checkout/checkout-search.ts';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/cancelled')({
  head: () => ({ meta: [{ title: pageTitle('Payment cancelled') }] }),
  validateSearch: validateCheckoutReturn,
  component: CancelledPage,
});
