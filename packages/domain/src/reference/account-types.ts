/** The bank account types the bank forms offer. */
export const ACCOUNT_TYPES = ['Cheque', 'Savings'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];
