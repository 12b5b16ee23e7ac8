// Payments: PayFast and PayPal (or their local stand-ins), top-ups, refunds, invoices and credit notes.
// This file is the feature's public face: other features and the entry points use only it.
export { creditNoteJob } from './invoices/credit-note-job.ts';
export { invoiceNumber } from './invoices/invoice-document.ts';
export { invoiceJob } from './invoices/invoice-job.ts';
export { invoiceLines } from './invoices/invoice-lines.ts';
export { paymentsPlugin } from './payments-plugin.ts';
export {
  createPaypalPayout,
  type PaypalPayoutItem,
  readPaypalPayoutBatch,
  readPaypalPayoutItem,
} from './paypal/paypal-payouts-api.ts';
export { type PaypalEventHandler, paypalPlugin } from './paypal/paypal-plugin.ts';
export { pendingPaypalRefundsJob } from './paypal/pending-paypal-refunds.ts';
export { creditNoteNumber, refundCartPayment, takenPaymentOf } from './refund-cart-payment.ts';
