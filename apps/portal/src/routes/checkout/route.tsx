import { createFileRoute } from '@tanstack/react-router';
import { CheckoutLayout } from '../../screens/checkout/CheckoutLayout.tsx';
import { requireSignedIn } from '../../session/require-signed-in.ts';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireSignedIn,
  component: CheckoutLayout,
});
