import { z } from 'zod';
import { isIban, isSwiftBic } from '../payouts/international-account.ts';
import { ACCOUNT_TYPES } from '../reference/index.ts';
import {
  optionalMatch,
  PERSON_NAME_PATTERN,
  requiredMatch,
  requiredMinLength,
  requiredText,
} from './field-rules.ts';

/** A range's smallest length and the text (spelled out, as the specifications give it) for a value outside it. */
type BankFieldRange = { min: number; invalid: string };

/** The ranges of a bank form: the wizard and the profile request differ. */
type BankFieldRanges = {
  branchCode: BankFieldRange;
  accountNumber: BankFieldRange;
  iban: BankFieldRange;
};

const PAYPAL_INVALID = 'Please enter a valid paypal';
const emailAddress = z.email();

/** The bank fields of a form, with its own ranges in their rules and messages. */
export function bankFields(ranges: BankFieldRanges) {
  const accountNumberPattern = new RegExp(`^[\\d ]{${ranges.accountNumber.min},30}$`);
  const accountNumberInvalid = ranges.accountNumber.invalid;
  const accountNameInvalid = 'Please enter a valid account name';
  const ibanPattern = new RegExp(`^[A-Za-z\\d ]{${ranges.iban.min},34}$`);
  return {
    bankName: requiredText('Please enter your banks name'),
    branchCode: requiredMatch(
      'Please enter your banks branch code',
      new RegExp(`^[\\d ]{${ranges.branchCode.min},30}$`),
      ranges.branchCode.invalid,
    ),
    branchName: requiredMatch(
      'Please enter your banks branch name',
      PERSON_NAME_PATTERN,
      'Please enter a valid branch name',
    ),
    accountName: requiredMatch(
      'Please enter your bank account name',
      PERSON_NAME_PATTERN,
      accountNameInvalid,
    ),
    optionalAccountName: optionalMatch(PERSON_NAME_PATTERN, accountNameInvalid),
    accountType: z.enum(ACCOUNT_TYPES, { error: 'Please enter your bank account type' }),
    accountNumber: requiredMatch(
      'Please enter your account number',
      accountNumberPattern,
      accountNumberInvalid,
    ),
    optionalAccountNumber: optionalMatch(accountNumberPattern, accountNumberInvalid),
    bankAddress: requiredMinLength(
      'Please enter your bank address',
      5,
      'Please enter a valid bank address',
      { multiline: true },
    ),
    // The spec's messages and ranges, and past them the IBAN's check digits (ISO 13616) and
    // the SWIFT/BIC's shape (ISO 9362): an account the bank cannot send to is refused here.
    iban: requiredText('Please enter your banks IBAN number').refine(
      (value) => ibanPattern.test(value) && isIban(value),
      ranges.iban.invalid,
    ),
    swiftCode: requiredText('Please enter your banks swift code').refine(
      (value) => /^[A-Za-z\d]{2,30}$/.test(value) && isSwiftBic(value),
      'Please enter a valid swift code',
    ),
    paypal: z
      .string()
      .trim()
      .refine((value) => value === '' || emailAddress.safeParse(value).success, PAYPAL_INVALID)
      .optional(),
  };
}
