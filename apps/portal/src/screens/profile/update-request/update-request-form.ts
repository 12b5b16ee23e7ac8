import type { CurrentUser } from '../../../api/current-user.ts';

/** The Update Request form: user, publisher and both account kinds' fields, flat. */
export interface UpdateRequestForm {
  name_first: string;
  name_last: string;
  userEmail: string;
  phone_main: string;
  publish_name: string;
  reg_id_no: string;
  physical_address: string;
  postal_address: string;
  telephone: string;
  email: string;
  contact_person: string;
  isInternationalAccount: boolean;
  bank_name: string;
  brance_code: string;
  branch_name: string;
  account_name: string;
  account_type: string;
  account_number: string;
  international_bank_address: string;
  international_iban_number: string;
  international_swift_code: string;
  paypal: string;
}

/** Numbers the account answers only masked: entered again, never sent back as stars. */
export const RE_ENTERED_FIELDS = [
  'reg_id_no',
  'account_number',
  'international_iban_number',
] as const;

const text = (value: unknown) => (typeof value === 'string' && !value.includes('*') ? value : '');

/** The form filled from the details in use (masked numbers left empty, to type again). */
export function updateRequestDefaults(user: CurrentUser): UpdateRequestForm {
  const info: Record<string, unknown> = user.bankInfo ?? {};
  const field = (name: keyof UpdateRequestForm) => text(info[name]);
  return {
    name_first: user.name_first,
    name_last: user.name_last,
    userEmail: user.email,
    phone_main: user.phone_main ?? '',
    publish_name: field('publish_name'),
    reg_id_no: field('reg_id_no'),
    physical_address: field('physical_address'),
    postal_address: field('postal_address'),
    telephone: field('telephone'),
    email: field('email'),
    contact_person: field('contact_person'),
    isInternationalAccount: info.is_international_account === true,
    bank_name: field('bank_name'),
    brance_code: field('brance_code'),
    branch_name: field('branch_name'),
    account_name: field('account_name'),
    account_type: field('account_type'),
    account_number: field('account_number'),
    international_bank_address: field('international_bank_address'),
    international_iban_number: field('international_iban_number'),
    international_swift_code: field('international_swift_code'),
    paypal: field('paypal'),
  };
}

/** The request body: user fields at the top, the rest in `misc`, only the chosen account kind. */
export function updateRequestBody(form: UpdateRequestForm) {
  const { name_first, name_last, userEmail, phone_main, isInternationalAccount, ...rest } = form;
  const local = ['bank_name', 'brance_code', 'branch_name', 'account_type'] as const;
  const international = [
    'international_bank_address',
    'international_iban_number',
    'international_swift_code',
    'paypal',
  ] as const;
  const dropped: readonly string[] = isInternationalAccount ? local : international;
  const misc = Object.fromEntries(Object.entries(rest).filter(([key]) => !dropped.includes(key)));
  return {
    name_first,
    name_last,
    userEmail,
    ...(phone_main && { phone_main }),
    misc: { ...misc, is_international_account: isInternationalAccount },
  };
}
