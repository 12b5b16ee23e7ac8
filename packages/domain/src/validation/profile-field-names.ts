/** Where each publisher details field is kept in the profile's bankInfo (and signing payload). */
export const PUBLISHER_PROFILE_FIELDS = {
  publisherName: 'publish_name',
  publisherRegId: 'reg_id_no',
  publisherPhysicalAddress: 'physical_address',
  publisherPostalAddress: 'postal_address',
  publisherTelephone: 'telephone',
  publisherEmail: 'email',
  publisherContactPerson: 'contact_person',
} as const;

/** Where each bank details field is kept in the profile's bankInfo (and signing payload). */
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
