import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../screens/checkout/CartPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/checkout/cart')({
  head: () => ({ meta: [{ title: pageTitle('Cart') }] }),
  component: CartPage,
});
