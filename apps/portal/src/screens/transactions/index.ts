// What other screen areas use of Transactions (the only way in: .dependency-cruiser.cjs).
export { LEDGER_TYPE_LABELS } from './ledger-type-labels.ts';
