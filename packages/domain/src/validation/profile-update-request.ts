import { z } from 'zod';
import { bankFields } from './bank-fields.ts';
import { emailText, PERSON_NAME_PATTERN, phoneNumber, textMatching } from './field-rules.ts';
import { publisherFields } from './publisher-fields.ts';

// The request form's bank ranges start higher than the wizard's: 4-30 and 4-34. The
// specification gives only the branch code's text; the account number and IBAN texts follow
// the wizard's with this form's range.
const bank = bankFields({
  branchCode: {
    min: 4,
    invalid: 'Please enter a valid branch code within the range of 4-30 numbers',
  },
  accountNumber: {
    min: 4,
    invalid: 'Please enter a valid account number within the range of 4-30 numbers',
  },
  iban: {
    min: 4,
    invalid: 'Please enter a valid IBAN number within the range of 4-34 characters and numbers',
  },
});

const userAndPublisher = {
  name_first: textMatching(PERSON_NAME_PATTERN, 'Please enter your first name'),
  name_last: textMatching(PERSON_NAME_PATTERN, 'Please enter your last name'),
  userEmail: emailText('Please enter your email address'),
  phone_main: phoneNumber('Please enter your phone number'),
  publish_name: publisherFields.name,
  reg_id_no: publisherFields.registrationId,
  physical_address: publisherFields.physicalAddress,
  postal_address: publisherFields.postalAddress,
  telephone: publisherFields.telephone,
  email: publisherFields.email,
  contact_person: publisherFields.contactPerson,
};

/**
 * The profile's Update Request form: user details, a local or international bank account
 * (by `isInternationalAccount`) and the publisher details, in the bankInfo field names.
 */
export const profileUpdateRequestSchema = z.discriminatedUnion('isInternationalAccount', [
  z.object({
    ...userAndPublisher,
    isInternationalAccount: z.literal(false),
    bank_name: bank.bankName,
    brance_code: bank.branchCode,
    branch_name: bank.branchName,
    account_name: bank.accountName,
    account_type: bank.accountType,
    account_number: bank.accountNumber,
  }),
  z.object({
    ...userAndPublisher,
    isInternationalAccount: z.literal(true),
    international_bank_address: bank.bankAddress,
    international_iban_number: bank.iban,
    international_swift_code: bank.swiftCode,
    paypal: bank.paypal,
  }),
]);

export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
