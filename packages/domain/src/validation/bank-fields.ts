import { z } from 'zod';
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
    iban: requiredMatch(
      'Please enter your banks IBAN number',
      new RegExp(`^[A-Za-z\\d ]{${ranges.iban.min},34}$`),
      ranges.iban.invalid,
    ),
    swiftCode: requiredMatch(
      'Please enter your banks swift code',
      /^[A-Za-z\d]{2,30}$/,
      'Please enter a valid swift code',
    ),
    paypal: z
      .string()
      .trim()
      .refine((value) => value === '' || emailAddress.safeParse(value).success, PAYPAL_INVALID)
      .optional(),
  };
}
