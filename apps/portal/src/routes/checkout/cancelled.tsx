import { createFileRoute } from '@tanstack/react-router';
import { CancelledPage } from '../../screens/checkout/CancelledPage.tsx';
import { validateCheckoutReturn } from '../../screens/checkout/checkout-search.ts';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/cancelled')({
  head: () => ({ meta: [{ title: pageTitle('Payment cancelled') }] }),
  validateSearch: validateCheckoutReturn,
  component: CancelledPage,
});
