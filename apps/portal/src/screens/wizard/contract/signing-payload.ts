import {
  BANK_PROFILE_FIELDS,
  PUBLISHER_PROFILE_FIELDS,
  type PublisherDetails,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { CompleteSigning } from '../../../signing/use-signing.ts';
import type { BookDraft } from '../drafts/book-draft.ts';
import type { QuotedBook } from '../drafts/wizard-stores.ts';
import type { BankForm } from '../publisher-and-bank/bank-form.ts';

type SigningInput = components['schemas']['SigningInput'];

function renamed<Form extends object>(
  names: Record<string, string>,
  form: Form | null,
): Record<string, string> {
  if (!form) return {};
  return Object.fromEntries(
    Object.entries(names).flatMap(([field, wire]) => {
      const value = (form as Record<string, unknown>)[field];
      return typeof value === 'string' ? [[wire, value.trim()]] : [];
    }),
  );
}

/**
 * The Accept Terms and Sign payload: the book's records, the drawings and place, and the
 * publisher and bank details kept with the draft (in the profile's field names). Fields the
 * profile already holds are sent as shown; the server keeps the profile's own.
 */
export function toSigningPayload(
  book: QuotedBook,
  signing: CompleteSigning,
  publisher: PublisherDetails | null,
  bank: BankForm | null,
  draft: BookDraft,
): SigningInput {
  const publisherFields = renamed(PUBLISHER_PROFILE_FIELDS, publisher);
  const bankFields = renamed(BANK_PROFILE_FIELDS, bank);
  if (bank?.isInternationalAccount && !bank.usePaypal) delete bankFields.paypal;
  return {
    local_bookId: book.localBookId,
    international_bookId: book.internationalBookId,
    filedata: signing.signature,
    initial_base64: signing.initials,
    signedPlace: signing.signedPlace,
    is_self_publisher: publisher?.isSelfPublisher === true,
    publish_name: publisherFields.publish_name ?? '',
    reg_id_no: publisherFields.reg_id_no ?? '',
    physical_address: publisherFields.physical_address ?? '',
    postal_address: publisherFields.postal_address ?? '',
    telephone: publisherFields.telephone ?? '',
    email: publisherFields.email ?? '',
    contact_person: publisherFields.contact_person ?? '',
    ...bankFields,
    branch_name: bankFields.branch_name || 'N/A',
    ...(bankFields.account_type !== undefined && {
      account_type: bankFields.account_type as SigningInput['account_type'],
    }),
    is_international_account: bank?.isInternationalAccount === true,
    authors: draft.author.trim() ? [draft.author.trim()] : [],
    contributors: draft.contributors,
  };
}
