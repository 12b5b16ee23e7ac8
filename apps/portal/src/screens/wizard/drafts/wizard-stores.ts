import type {
  ExtraServiceId,
  GeneralInfoPage,
  PublisherDetails,
  UploadType,
  WizardStage,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { storedValue } from '../../../lib/stored-value.ts';
import type { PaymentMethod } from '../../checkout/index.ts';
import type { BookDetailsForm } from '../book-details/book-details-form.ts';
import type { BankForm } from '../publisher-and-bank/bank-form.ts';
import { type BookDraft, EMPTY_DRAFT } from './book-draft.ts';

type QuoteResult = components['schemas']['QuoteResult'];

/** The book records the quote created (0 for a market the book is not sold in). */
export interface QuotedBook {
  localBookId: number;
  internationalBookId: number;
}

// The wizard's draft in local storage, one key per part (all under the calc_ prefix).
export const draftStore = storedValue<BookDraft>('draft', EMPTY_DRAFT);
export const generalInfoPageStore = storedValue<GeneralInfoPage>('page', 'details');
export const completedStagesStore = storedValue<WizardStage[]>('completed', []);
export const quotedBookStore = storedValue<QuotedBook | null>('book', null);
/** The server's answer to Get quote, for the quote page (also after a reload). */
export const quoteStore = storedValue<QuoteResult | null>('quote', null);
export const publisherStore = storedValue<PublisherDetails | null>('publisher', null);
export const bankStore = storedValue<BankForm | null>('bank', null);
/** After signing: how the book file comes, its details, and the services ticked at the cover step. */
export const uploadTypeStore = storedValue<UploadType>('upload_type', 'pdf');
export const bookDetailsStore = storedValue<BookDetailsForm | null>('details', null);
export const servicesStore = storedValue<{ ticked: ExtraServiceId[]; heavyGraphics: boolean }>(
  'services',
  { ticked: [], heavyGraphics: false },
);
/** The cart items the submission added (the uploadBook answer), for submission complete. */
export const addedToCartStore = storedValue<Array<{ id: number; misc: string }>>('cart_added', []);
/** The payment method chosen in the wizard; the checkout's payment page starts with it. */
export const paymentMethodStore = storedValue<PaymentMethod | ''>('payment_method', '');
export const introSeenStore = storedValue<boolean>('intro_seen', false);

/**
 * Once a book has its quote, confirming the rights again starts the next book: the draft,
 * its pages, completed stages, ids and details are cleared (the quoted book stays in Your
 * books, from where it resumes).
 */
export function startNextBookIfQuoted(): void {
  if (quotedBookStore.get() === null) return;
  draftStore.set(EMPTY_DRAFT);
  generalInfoPageStore.set('details');
  completedStagesStore.set([]);
  quotedBookStore.set(null);
  quoteStore.set(null);
  publisherStore.set(null);
  bankStore.set(null);
  clearSubmission();
}

/** Forgets the choices made after signing (another book is being resumed or started). */
export function clearSubmission(): void {
  uploadTypeStore.set('pdf');
  bookDetailsStore.set(null);
  servicesStore.set({ ticked: [], heavyGraphics: false });
  addedToCartStore.set([]);
}
