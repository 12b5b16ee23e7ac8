// What other screen areas use of the checkout (the only way in: .dependency-cruiser.cjs).
export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
