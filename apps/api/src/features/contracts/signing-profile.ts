import {
  BANK_PROFILE_FIELDS,
  bankDetailsLocalSchema,
  bankDetailsSchema,
  PUBLISHER_PROFILE_FIELDS,
  publisherDetailsSchema,
} from '@pod-portal/domain';
import type { z } from 'zod';
import { ApiError, badRequest } from '../../http/api-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { maskBankInfo } from '../accounts/index.ts';

/** The profile's bankInfo: publisher and payout details in their wire names. */
export type BankInfo = Record<string, unknown>;

const WIRE_FIELDS = [
  ...Object.values(PUBLISHER_PROFILE_FIELDS),
  ...Object.values(BANK_PROFILE_FIELDS),
] as string[];

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * The profile after a signing: the payload's publisher and bank details fill the fields the
 * profile does not hold yet; held ones change only through a change request.
 */
export function mergeSigningDetails(stored: BankInfo, payload: BankInfo): BankInfo {
  const merged: BankInfo = { ...stored };
  for (const field of [...WIRE_FIELDS, 'is_international_account', 'isSelfPublisher']) {
    if (!present(merged[field]) && present(payload[field])) merged[field] = payload[field];
  }
  return merged;
}

/** What is kept after a valid signing: a local account's branch name defaults to `N/A`. */
export function withBranchNameDefault(info: BankInfo): BankInfo {
  return !present(info.branch_name) && info.is_international_account !== true
    ? { ...info, branch_name: 'N/A' }
    : info;
}

function formValues<Names extends Record<string, string>>(names: Names, info: BankInfo) {
  return Object.fromEntries(
    Object.entries(names).map(([form, wire]) => [
      form,
      typeof info[wire] === 'string' ? info[wire] : '',
    ]),
  ) as Record<keyof Names, string>;
}

/** Checks with the wizard's own rules; a field error names the payload's field. */
function checked<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  names: Record<string, string>,
) {
  try {
    return parseBody(schema, values);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.errors) throw error;
    const errors = error.errors.map(({ field, message }) => ({
      field: names[field] ?? field,
      message,
    }));
    throw badRequest(error.message, errors);
  }
}

/**
 * The merged profile must hold complete, valid publisher and payout details to sign. A
 * branch name of `N/A` is the contract's default for a payload without one: the rest of a
 * local account is checked without it.
 */
export function checkSigningDetails(info: BankInfo): void {
  checked(
    publisherDetailsSchema,
    {
      ...formValues(PUBLISHER_PROFILE_FIELDS, info),
      isSelfPublisher: info.isSelfPublisher === true,
    },
    PUBLISHER_PROFILE_FIELDS,
  );
  const bankSchema =
    info.is_international_account !== true && info.branch_name === 'N/A'
      ? bankDetailsLocalSchema.omit({ branchName: true })
      : bankDetailsSchema;
  checked(
    bankSchema,
    {
      ...formValues(BANK_PROFILE_FIELDS, info),
      isInternationalAccount: info.is_international_account === true,
      usePaypal: present(info.paypal),
    },
    { ...BANK_PROFILE_FIELDS, isInternationalAccount: 'is_international_account' },
  );
}

const text = (info: BankInfo, field: string) =>
  typeof info[field] === 'string' && info[field] !== '' ? String(info[field]) : 'not given';

/** The contract's publisher and payout rows, numbers masked. */
export function contractProfileRows(info: BankInfo): {
  publisher: Array<[string, string]>;
  payout: Array<[string, string]>;
} {
  const masked = maskBankInfo(info) ?? {};
  const publisher: Array<[string, string]> = [
    ['Publisher name', text(masked, 'publish_name')],
    ['Registration ID', text(masked, 'reg_id_no')],
    ['Physical address', text(masked, 'physical_address')],
    ['Postal address', text(masked, 'postal_address')],
    ['Telephone', text(masked, 'telephone')],
    ['Email', text(masked, 'email')],
    ['Contact person', text(masked, 'contact_person')],
    ['Self-publisher', info.isSelfPublisher === true ? 'Yes' : 'No'],
  ];
  const payout: Array<[string, string]> =
    info.is_international_account === true
      ? [
          ['Account', 'International'],
          ['Bank address', text(masked, 'international_bank_address')],
          ['IBAN', text(masked, 'international_iban_number')],
          ['SWIFT code', text(masked, 'international_swift_code')],
          ['Account holder', text(masked, 'account_name')],
          ['Account number', text(masked, 'account_number')],
          ...(present(info.paypal) ? [['PayPal', text(masked, 'paypal')] as [string, string]] : []),
        ]
      : [
          ['Account', 'South African bank account'],
          ['Bank', text(masked, 'bank_name')],
          ['Branch code', text(masked, 'brance_code')],
          ['Branch name', text(masked, 'branch_name')],
          ['Account holder', text(masked, 'account_name')],
          ['Account type', text(masked, 'account_type')],
          ['Account number', text(masked, 'account_number')],
        ];
  return { publisher, payout };
}
