// Payouts: an author's balance paid to their bank account, on request or by the quarterly
// run; staff approve batches, download the bank file, and mark them paid or failed back.
// This file is the feature's public face: other features and the entry points use only it.
export { paypalPayoutChecksJob } from './check-paypal-payouts.ts';
export { quarterlyPayoutsJob } from './quarterly-payouts.ts';
export { paypalPayoutsJob } from './send-paypal-payouts.ts';
