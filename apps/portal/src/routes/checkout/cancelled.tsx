import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { CancelledPage } from '../../screens/checkout/CancelledPage.tsx';
import { validateCheckoutReturn } from '../../screens/checkout/checkout-search.ts';

export const Route = createFileRoute('/checkout/cancelled')({
  head: () => ({ meta: [{ title: pageTitle('Payment cancelled') }] }),
  validateSearch: validateCheckoutReturn,
  component: CancelledPage,
});
