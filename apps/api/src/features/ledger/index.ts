// Ledger: the balance_entries ledger, the balance it adds up to.
// This file is the feature's public face: other features and the entry points use only it.
export { balanceCents } from './balance.ts';
export { ledgerType } from './ledger-type.ts';
