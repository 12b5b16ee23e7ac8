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
