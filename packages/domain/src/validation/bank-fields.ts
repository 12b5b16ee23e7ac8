import { z } from 'zod';
import { ACCOUNT_TYPES } from '../reference/index.ts';
import {
  optionalMatch,
  PERSON_NAME_PATTERN,
  requiredMatch,
  requiredMinLength,
  requiredText,
} from './field-rules.ts';

/** The smallest lengths a bank form accepts: the wizard and the profile request differ. */
type BankFieldMinimums = { branchCode: number; accountNumber: number; iban: number };

const PAYPAL_INVALID = 'Please enter a valid paypal';
const emailAddress = z.email();

/** The bank fields of a form, with its own minimum lengths in their rules and messages. */
export function bankFields(min: BankFieldMinimums) {
  const accountNumberPattern = new RegExp(`^[\\d ]{${min.accountNumber},30}$`);
  const accountNumberInvalid = `Please enter a valid account number within the range of ${min.accountNumber}-30 numbers`;
  const accountNameInvalid = 'Please enter a valid account name';
  return {
    bankName: requiredText('Please enter your banks name'),
    branchCode: requiredMatch(
      'Please enter your banks branch code',
      new RegExp(`^[\\d ]{${min.branchCode},30}$`),
      `Please enter a valid branch code within the range of ${min.branchCode}-30 numbers`,
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
    ),
    iban: requiredMatch(
      'Please enter your banks IBAN number',
      new RegExp(`^[A-Za-z\\d ]{${min.iban},34}$`),
      `Please enter a valid IBAN number within the range of ${min.iban}-34 characters and numbers`,
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
