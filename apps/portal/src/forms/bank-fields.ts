import type { BANK_PROFILE_FIELDS } from '@pod-portal/domain';
import type { SchemaForm } from './use-schema-form.ts';

/** A bank detail, by its name in the wizard's bank details form (the specification's). */
export type BankField = keyof typeof BANK_PROFILE_FIELDS;
export type LocalField = Exclude<BankField, 'bankAddress' | 'ibanNumber' | 'swiftCode' | 'paypal'>;
export type InternationalField = Exclude<
  BankField,
  'bankName' | 'branchCode' | 'branchName' | 'accountType'
>;

/** The name the form keeps each bank detail under (and the local/international switch). */
export type BankFieldNames<Values> = Record<
  BankField | 'isInternationalAccount',
  keyof Values & string
>;

/** How an international account offers PayPal. */
export type PaypalChoice<Values> =
  /** A "Pay my royalties with PayPal" switch (kept under `switchName`) shows the address,
   * then required. */
  | { kind: 'behind-switch'; switchName: keyof Values & string }
  /** The address is always shown, marked Optional: checked only when given. */
  | { kind: 'optional' };

/** What the bank details' parts read the form by. */
export interface BankForm {
  /** The bank details are plain texts and switches: the form is read by name, whichever other
   * fields it has. */
  form: SchemaForm<Record<string, unknown>>;
  /** The name the form keeps a detail under. */
  nameOf: (detail: BankField | 'isInternationalAccount') => string;
  /** Details filled from the profile, shown but not editable here. */
  locked: ReadonlySet<BankField>;
}
