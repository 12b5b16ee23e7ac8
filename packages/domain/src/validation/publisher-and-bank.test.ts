import { describe, expect, it } from 'vitest';
import {
  bankDetailsInternationalSchema,
  bankDetailsLocalSchema,
  bankDetailsSchema,
} from './bank-details.ts';
import { CONTROL_CHARACTER_MESSAGE } from './messages.ts';
import { profileUpdateRequestSchema } from './profile-update-request.ts';
import { publisherDetailsSchema } from './publisher-details.ts';
import { errorsOf } from './test-field-errors.ts';

const publisher = {
  publisherName: 'Ink & Quill',
  publisherRegId: '2019/123456/07',
  publisherPhysicalAddress: '1 Long Street, Cape Town',
  publisherPostalAddress: 'PO Box 1, Cape Town',
  publisherTelephone: '+27821234567',
  publisherEmail: 'books@inkquill.co.za',
  publisherContactPerson: "Thandi O'Neil-Mokoena",
  isSelfPublisher: false,
};

describe('publisherDetailsSchema', () => {
  it('accepts complete details', () => {
    expect(errorsOf(publisherDetailsSchema, publisher)).toEqual({});
  });

  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(publisher).map((key) => [key, '']));
    expect(errorsOf(publisherDetailsSchema, { ...empty, isSelfPublisher: true })).toEqual({
      publisherName: ['Please enter the publishers name'],
      publisherRegId: ['Please enter the publishers registration ID'],
      publisherPhysicalAddress: ['Please select the publishers physical address'],
      publisherPostalAddress: ['Please select the publishers postal address'],
      publisherTelephone: ['Please enter the publishers telephone number'],
      publisherEmail: ['Please enter the publishers email'],
      publisherContactPerson: ['Please enter the publishers contact person'],
    });
  });

  it('checks the shape of each field', () => {
    expect(
      errorsOf(publisherDetailsSchema, {
        ...publisher,
        publisherRegId: 'X',
        publisherPhysicalAddress: '1 St',
        publisherPostalAddress: 'Box',
        publisherTelephone: '082-12',
        publisherEmail: 'books@',
        publisherContactPerson: 'Thandi 2',
      }),
    ).toEqual({
      publisherRegId: ['Please enter a valid registration ID within the range of 2-30 characters'],
      publisherPhysicalAddress: ['Please enter a valid physical address'],
      publisherPostalAddress: ['Please enter a valid postal address'],
      publisherTelephone: ['Please enter a valid telephone number'],
      publisherEmail: ['Please enter a valid email'],
      publisherContactPerson: [
        'Please enter a valid author name with no special characters and numbers',
      ],
    });
  });

  it('bounds the registration ID at 2 to 30 letters, digits, spaces, slashes and hyphens', () => {
    const regId = (value: string) =>
      errorsOf(publisherDetailsSchema, { ...publisher, publisherRegId: value });
    expect(regId('AB')).toEqual({});
    expect(regId('A'.repeat(30))).toEqual({});
    expect(regId('A'.repeat(31)).publisherRegId).toBeDefined();
    expect(regId('12#34').publisherRegId).toBeDefined();
  });

  it('takes a telephone as South Africans write it and keeps it in E.164', () => {
    for (const typed of ['+27 82 555 1234', '082-555-1234', '(082) 555.1234', '0027825551234']) {
      const parsed = publisherDetailsSchema.safeParse({ ...publisher, publisherTelephone: typed });
      expect(parsed.success && parsed.data.publisherTelephone).toBe('+27825551234');
    }
  });

  it('bounds the telephone at 8 to 15 digits', () => {
    const phone = (value: string) =>
      errorsOf(publisherDetailsSchema, { ...publisher, publisherTelephone: value });
    expect(phone('12345678')).toEqual({});
    expect(phone('+123456789012345')).toEqual({});
    expect(phone('1234567').publisherTelephone).toBeDefined();
    expect(phone('1234567890123456').publisherTelephone).toBeDefined();
  });
});

const local = {
  isInternationalAccount: false,
  bankName: 'Capitec Bank Limited',
  branchCode: '470010',
  branchName: 'Rosebank',
  accountName: 'T Mokoena',
  accountType: 'Savings',
  accountNumber: '1234 5678 90',
};

const international = {
  isInternationalAccount: true,
  bankAddress: '1 Bank Street, London',
  ibanNumber: 'GB33 BUKB 2020 1555 5555 55',
  swiftCode: 'BUKBGB22',
};

describe('bankDetailsLocalSchema', () => {
  it('accepts a complete local account', () => {
    expect(errorsOf(bankDetailsLocalSchema, local)).toEqual({});
    expect(errorsOf(bankDetailsSchema, local)).toEqual({});
  });

  it('requires every field', () => {
    expect(
      errorsOf(bankDetailsLocalSchema, {
        isInternationalAccount: false,
        bankName: '',
        branchCode: '',
        branchName: '',
        accountName: '',
        accountType: '',
        accountNumber: '',
      }),
    ).toEqual({
      bankName: ['Please enter your banks name'],
      branchCode: ['Please enter your banks branch code'],
      branchName: ['Please enter your banks branch name'],
      accountName: ['Please enter your bank account name'],
      accountType: ['Please enter your bank account type'],
      accountNumber: ['Please enter your account number'],
    });
  });

  it('checks the shape of each field with the 2-30 ranges', () => {
    expect(
      errorsOf(bankDetailsLocalSchema, {
        ...local,
        branchCode: '4',
        branchName: 'Branch 7',
        accountName: 'T M0koena',
        accountType: 'Current',
        accountNumber: '1'.repeat(31),
      }),
    ).toEqual({
      branchCode: ['Please enter a valid branch code within the range of 2-30 numbers'],
      branchName: ['Please enter a valid branch name'],
      accountName: ['Please enter a valid account name'],
      accountType: ['Please enter your bank account type'],
      accountNumber: ['Please enter a valid account number within the range of 2-30 numbers'],
    });
    expect(
      errorsOf(bankDetailsLocalSchema, { ...local, branchCode: '47', accountNumber: '12' }),
    ).toEqual({});
  });
});

describe('bankDetailsInternationalSchema', () => {
  it('accepts a complete international account', () => {
    expect(errorsOf(bankDetailsInternationalSchema, international)).toEqual({});
    expect(errorsOf(bankDetailsSchema, international)).toEqual({});
  });

  it('requires the bank address, IBAN and swift code', () => {
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        isInternationalAccount: true,
        bankAddress: '',
        ibanNumber: '',
        swiftCode: '',
      }),
    ).toEqual({
      bankAddress: ['Please enter your bank address'],
      ibanNumber: ['Please enter your banks IBAN number'],
      swiftCode: ['Please enter your banks swift code'],
    });
  });

  it('checks their shape', () => {
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        ...international,
        bankAddress: 'Lond',
        ibanNumber: 'G',
        swiftCode: 'BUKB-GB22',
      }),
    ).toEqual({
      bankAddress: ['Please enter a valid bank address'],
      ibanNumber: [
        'Please enter a valid IBAN number within the range of 2-34 characters and numbers',
      ],
      swiftCode: ['Please enter a valid swift code'],
    });
  });

  it("refuses an IBAN whose check digits are wrong and a swift code not shaped as a BIC, in the spec's words", () => {
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        ...international,
        ibanNumber: 'GB33 BUKB 2020 1555 5555 56',
        swiftCode: 'BUKBGB22X',
      }),
    ).toEqual({
      ibanNumber: [
        'Please enter a valid IBAN number within the range of 2-34 characters and numbers',
      ],
      swiftCode: ['Please enter a valid swift code'],
    });
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestInternational,
        international_iban_number: 'GB34BUKB20201555555555',
        international_swift_code: 'BUK1GB22',
      }),
    ).toEqual({
      international_iban_number: [
        'Please enter a valid IBAN number within the range of 4-34 characters and numbers',
      ],
      international_swift_code: ['Please enter a valid swift code'],
    });
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestInternational,
        international_iban_number: 'no93 8601 1117 947',
        international_swift_code: 'dnbanokkxxx',
      }),
    ).toEqual({});
  });

  it('checks the account name and number only when given', () => {
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        ...international,
        accountName: '',
        accountNumber: '',
      }),
    ).toEqual({});
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        ...international,
        accountName: 'J0',
        accountNumber: 'ABC',
      }),
    ).toEqual({
      accountName: ['Please enter a valid account name'],
      accountNumber: ['Please enter a valid account number within the range of 2-30 numbers'],
    });
  });

  it('wants a valid PayPal address, required when PayPal is chosen', () => {
    expect(errorsOf(bankDetailsInternationalSchema, { ...international, paypal: 'me@' })).toEqual({
      paypal: ['Please enter a valid paypal'],
    });
    expect(
      errorsOf(bankDetailsInternationalSchema, { ...international, usePaypal: true, paypal: '' }),
    ).toEqual({
      paypal: ['Please enter your paypal'],
    });
    expect(errorsOf(bankDetailsInternationalSchema, { ...international, usePaypal: true })).toEqual(
      {
        paypal: ['Please enter your paypal'],
      },
    );
    expect(
      errorsOf(bankDetailsInternationalSchema, {
        ...international,
        usePaypal: true,
        paypal: 'me@pay.co',
      }),
    ).toEqual({});
  });
});

describe('bankDetailsSchema', () => {
  it('needs to know which kind of account it is', () => {
    expect(
      bankDetailsSchema.safeParse({ ...local, isInternationalAccount: undefined }).success,
    ).toBe(false);
  });
});

const request = {
  name_first: "Thandi-Lee O'Neil",
  name_last: 'Mokoena',
  userEmail: 'thandi@example.co.za',
  phone_main: '+27821234567',
  publish_name: 'Ink & Quill',
  reg_id_no: '8001015009087',
  physical_address: '1 Long Street, Cape Town',
  postal_address: 'PO Box 1, Cape Town',
  telephone: '0211234567',
  email: 'books@inkquill.co.za',
  contact_person: 'Thandi Mokoena',
};
const requestLocal = {
  ...request,
  isInternationalAccount: false,
  bank_name: 'Standard Bank of South Africa',
  brance_code: '051001',
  branch_name: 'Sandton City',
  account_name: 'T Mokoena',
  account_type: 'Cheque',
  account_number: '0123456789',
};
const requestInternational = {
  ...request,
  isInternationalAccount: true,
  international_bank_address: '1 Bank Street, London',
  international_iban_number: 'GB33BUKB20201555555555',
  international_swift_code: 'BUKBGB22',
  paypal: '',
};

describe('profileUpdateRequestSchema', () => {
  it('accepts a complete request with a local or an international account', () => {
    expect(errorsOf(profileUpdateRequestSchema, requestLocal)).toEqual({});
    expect(errorsOf(profileUpdateRequestSchema, requestInternational)).toEqual({});
  });

  it('takes addresses on several lines, as the contract marks them', () => {
    const addresses = {
      physical_address: '1 Long Street\nCape Town\r\n8001',
      postal_address: 'PO Box 1\nCape Town',
    };
    expect(errorsOf(profileUpdateRequestSchema, { ...requestLocal, ...addresses })).toEqual({});
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestInternational,
        international_bank_address: '1 Bank Street\nLondon',
      }),
    ).toEqual({});
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestLocal,
        physical_address: '1 Long\u0000 St',
      }),
    ).toEqual({ physical_address: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('checks the user section', () => {
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestLocal,
        name_first: 'T',
        name_last: '',
        userEmail: 'thandi',
        phone_main: '082 12',
      }),
    ).toEqual({
      name_first: ['Please enter your first name'],
      name_last: ['Please enter your last name'],
      userEmail: ['Please enter your email address'],
      phone_main: ['Please enter your phone number'],
    });
  });

  it('uses the 4-30 ranges for the local bank', () => {
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestLocal,
        brance_code: '470',
        account_number: '123',
      }),
    ).toEqual({
      brance_code: ['Please enter a valid branch code within the range of 4-30 numbers'],
      account_number: ['Please enter a valid account number within the range of 4-30 numbers'],
    });
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestLocal,
        brance_code: '4700',
        account_number: '1234',
      }),
    ).toEqual({});
    expect(errorsOf(profileUpdateRequestSchema, { ...requestLocal, bank_name: '' })).toEqual({
      bank_name: ['Please enter your banks name'],
    });
  });

  it('uses the 4-34 range for the IBAN and checks the international account', () => {
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestInternational,
        international_bank_address: 'Lon',
        international_iban_number: 'GB3',
        international_swift_code: 'BUKB GB22',
        paypal: 'paypal',
      }),
    ).toEqual({
      international_bank_address: ['Please enter a valid bank address'],
      international_iban_number: [
        'Please enter a valid IBAN number within the range of 4-34 characters and numbers',
      ],
      international_swift_code: ['Please enter a valid swift code'],
      paypal: ['Please enter a valid paypal'],
    });
  });

  it('checks the publisher section', () => {
    expect(
      errorsOf(profileUpdateRequestSchema, {
        ...requestLocal,
        publish_name: '',
        reg_id_no: '1',
        physical_address: 'abc',
        postal_address: '',
        telephone: 'none',
        email: '',
        contact_person: '!!',
      }),
    ).toEqual({
      publish_name: ['Please enter the publishers name'],
      reg_id_no: ['Please enter a valid registration ID within the range of 2-30 characters'],
      physical_address: ['Please enter a valid physical address'],
      postal_address: ['Please select the publishers postal address'],
      telephone: ['Please enter a valid telephone number'],
      email: ['Please enter the publishers email'],
      contact_person: ['Please enter a valid author name with no special characters and numbers'],
    });
  });
});
