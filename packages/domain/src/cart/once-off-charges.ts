import type { BookFormat } from '../catalogue/book-formats.ts';
import { EXTRA_SERVICES, type ExtraServiceId } from '../catalogue/extra-services.ts';
import type { PriceList } from '../catalogue/price-list.ts';
import type { CartItemDetails } from './cart-item-misc.ts';

/** What a cart item is for: an extra service, an ebook's or audiobook's upload, its recording. */
export type CartServiceId = ExtraServiceId | 'uploadFee' | 'recording';

/** One once-off cost of a book as the cart charges it (price excluding VAT, no discount). */
export type OnceOffCharge = CartItemDetails & { service: CartServiceId };

/** What a book's once-off costs depend on. */
export interface ChargedBook {
  format: BookFormat;
  /** An ISBN is to be registered for the book (ISBN creation). */
  isbnNeeded: boolean;
  /** An audiobook a voice artist records: the manuscript's pages it is priced by; else null. */
  recordedPages: number | null;
  /** The services ordered (the cover step's, an ebook's conversion). */
  services: ReadonlySet<ExtraServiceId>;
}

const FEES = {
  uploadFee: { name: 'Upload fee', description: 'Your book is published to the online stores' },
  recording: { name: 'Recording by a voice artist', description: 'Your audiobook is recorded' },
} as const;

/** One extra service as the cart charges it, priced from the price list. */
export function extraServiceCharge(id: ExtraServiceId, prices: PriceList): OnceOffCharge {
  const service = EXTRA_SERVICES.find((entry) => entry.id === id);
  if (!service) throw new Error(`no extra service ${id}`);
  const { name, description } = service;
  return { service: id, name, description, cost: prices.services[id], discount: null };
}

/**
 * Every once-off cost of a book, each charged once through the cart: the upload fee of an
 * ebook or audiobook, an audiobook's recording by a voice artist (pages x the narration rate),
 * then the ordered services in catalogue order, ISBN creation among them when an ISBN is to be
 * registered. The quote and the calculator announce these and the cart receives these: no
 * figure is announced that is not charged, nor charged that was not announced.
 */
export function onceOffCharges(book: ChargedBook, prices: PriceList): OnceOffCharge[] {
  const fee = (service: keyof typeof FEES, cost: number): OnceOffCharge => ({
    service,
    ...FEES[service],
    cost,
    discount: null,
  });
  const charges: OnceOffCharge[] = [];
  if (book.format !== 'print') charges.push(fee('uploadFee', prices[book.format].uploadFee));
  if (book.format === 'audiobook' && book.recordedPages !== null) {
    charges.push(fee('recording', book.recordedPages * prices.audiobook.recordingPerPage));
  }
  const services = new Set(book.services);
  if (book.isbnNeeded) services.add('isbnCreation');
  for (const service of EXTRA_SERVICES) {
    if (services.has(service.id)) charges.push(extraServiceCharge(service.id, prices));
  }
  return charges;
}
