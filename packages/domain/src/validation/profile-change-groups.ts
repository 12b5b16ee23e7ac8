/**
 * The boxes a profile change request is shown in (the author's /profile-confirmation and the
 * staff review): each field with its label, read from the request's `user` part or its
 * `bankInfo`.
 */
export const PROFILE_CHANGE_GROUPS = [
  {
    title: 'User Details',
    part: 'user',
    fields: [
      ['name_first', 'First name'],
      ['name_last', 'Last name'],
      ['userEmail', 'Email'],
      ['phone_main', 'Phone'],
    ],
  },
  {
    title: 'Signing Details',
    part: 'bankInfo',
    fields: [
      ['publish_name', 'Publisher name'],
      ['reg_id_no', 'Registration ID'],
      ['physical_address', 'Physical address'],
      ['postal_address', 'Postal address'],
      ['telephone', 'Telephone'],
      ['email', 'Email'],
      ['contact_person', 'Contact person'],
    ],
  },
  {
    title: 'Banking Details',
    part: 'bankInfo',
    fields: [
      ['bank_name', 'Bank'],
      ['brance_code', 'Branch code'],
      ['branch_name', 'Branch name'],
      ['account_name', 'Account holder'],
      ['account_type', 'Account type'],
      ['account_number', 'Account number'],
      ['international_bank_address', 'Bank address'],
      ['international_iban_number', 'IBAN'],
      ['international_swift_code', 'SWIFT code'],
      ['paypal', 'PayPal'],
    ],
  },
] as const satisfies ReadonlyArray<{
  title: string;
  part: 'user' | 'bankInfo';
  fields: ReadonlyArray<readonly [string, string]>;
}>;

export type ProfileChangeGroup = (typeof PROFILE_CHANGE_GROUPS)[number];

/** The changed fields of one box: label, value in use and requested value. */
export function changedFields(
  group: ProfileChangeGroup,
  current: Record<string, unknown>,
  requested: Record<string, unknown>,
): Array<{ field: string; label: string; from: string; to: string }> {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return group.fields
    .map(([field, label]) => ({
      field,
      label,
      from: text(current[field]),
      to: text(requested[field]),
    }))
    .filter((row) => row.to !== '' && row.to !== row.from);
}
