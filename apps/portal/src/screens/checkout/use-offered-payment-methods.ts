import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { PAYMENT_METHODS } from './payment-methods.ts';

type PaymentMethodOption = (typeof PAYMENT_METHODS)[number];

/**
 * The payment methods this server offers (PayPal only where it is configured), in the order the
 * page lists them. Until the server has said, or when it cannot be asked (offline), every one:
 * starting a payment by a method not offered is then refused in the server's words.
 */
export function useOfferedPaymentMethods(): readonly PaymentMethodOption[] {
  const { pod } = useRouteContext({ from: '__root__' });
  const offered = useQuery({
    queryKey: ['payment-methods'],
    queryFn: async () => {
      const { data, response } = await pod.transactions.listPaymentMethods();
      if (!data) throw new Error(`The ways to pay could not be loaded (HTTP ${response.status})`);
      return data.methods;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const methods = offered.data;
  return methods
    ? PAYMENT_METHODS.filter((method) => methods.includes(method.value))
    : PAYMENT_METHODS;
}
