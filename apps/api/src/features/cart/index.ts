// Cart: the services ordered for a book, and paying for them from the balance.
// This file is the feature's public face: other features and the entry points use only it.
export { addServicesToCart } from './add-services.ts';
export { payCart } from './pay-cart.ts';
export { answerPayment } from './routes/cart/pay-cart-route.ts';
export { checkPayer, idempotencyKey } from './routes/cart/payment-request.ts';
export { toWireCartItem } from './to-wire-cart-item.ts';
export { cartItemDetails, userCart } from './user-cart.ts';
