// What other screen areas use of the checkout (the only way in: .dependency-cruiser.cjs).
export type { PaymentMethod } from './payment-methods.ts';
export { useOfferedPaymentMethods } from './use-offered-payment-methods.ts';
