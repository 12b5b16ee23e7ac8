// Payouts: an author's balance paid to their bank account, on request; staff approve batches,
// download the bank file, and mark them paid or failed back to the balance.
// This file is the feature's public face: other features and the entry points use only it.
export { payoutAnswer } from './payout-answer.ts';
