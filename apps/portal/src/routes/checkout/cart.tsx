import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { CartPage } from '../../screens/checkout/CartPage.tsx';

export const Route = createFileRoute('/checkout/cart')({
  head: () => ({ meta: [{ title: pageTitle('Cart') }] }),
  component: CartPage,
});
