/** The bank details form: both account kinds' fields, `isInternationalAccount` choosing. */
export interface BankForm {
  isInternationalAccount: boolean;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountName: string;
  accountType: string;
  accountNumber: string;
  bankAddress: string;
  ibanNumber: string;
  swiftCode: string;
  usePaypal: boolean;
  paypal: string;
}

export const EMPTY_BANK_FORM: BankForm = {
  isInternationalAccount: false,
  bankName: '',
  branchCode: '',
  branchName: '',
  accountName: '',
  accountType: '',
  accountNumber: '',
  bankAddress: '',
  ibanNumber: '',
  swiftCode: '',
  usePaypal: false,
  paypal: '',
};

/** Where each form field is kept in the profile's bankInfo. */
export const BANK_PROFILE_FIELDS = {
  bankName: 'bank_name',
  branchCode: 'brance_code',
  branchName: 'branch_name',
  accountName: 'account_name',
  accountType: 'account_type',
  accountNumber: 'account_number',
  bankAddress: 'international_bank_address',
  ibanNumber: 'international_iban_number',
  swiftCode: 'international_swift_code',
  paypal: 'paypal',
} as const;
