import { z } from 'zod';
import { bankFields } from './bank-fields.ts';

const fields = bankFields({
  branchCode: {
    min: 2,
    invalid: 'Please enter a valid branch code within the range of 2-30 numbers',
  },
  accountNumber: {
    min: 2,
    invalid: 'Please enter a valid account number within the range of 2-30 numbers',
  },
  iban: {
    min: 2,
    invalid: 'Please enter a valid IBAN number within the range of 2-34 characters and numbers',
  },
});

/** The wizard's local bank account form. */
export const bankDetailsLocalSchema = z.object({
  isInternationalAccount: z.literal(false),
  bankName: fields.bankName,
  branchCode: fields.branchCode,
  branchName: fields.branchName,
  accountName: fields.accountName,
  accountType: fields.accountType,
  accountNumber: fields.accountNumber,
});

/** The wizard's international account form; `usePaypal` makes the PayPal address required. */
export const bankDetailsInternationalSchema = z
  .object({
    isInternationalAccount: z.literal(true),
    bankAddress: fields.bankAddress,
    ibanNumber: fields.iban,
    swiftCode: fields.swiftCode,
    accountName: fields.optionalAccountName,
    accountNumber: fields.optionalAccountNumber,
    usePaypal: z.boolean().optional(),
    paypal: fields.paypal,
  })
  .superRefine((form, ctx) => {
    if (form.usePaypal && !form.paypal) {
      ctx.addIssue({ code: 'custom', path: ['paypal'], message: 'Please enter your paypal' });
    }
  });

/** The wizard's bank details, local or international by `isInternationalAccount`. */
export const bankDetailsSchema = z.discriminatedUnion('isInternationalAccount', [
  bankDetailsLocalSchema,
  bankDetailsInternationalSchema,
]);

export type BankDetailsLocal = z.infer<typeof bankDetailsLocalSchema>;
export type BankDetailsInternational = z.infer<typeof bankDetailsInternationalSchema>;
export type BankDetails = z.infer<typeof bankDetailsSchema>;
