import type { components } from '@pod-portal/sdk';
import type { CurrentUser } from '../api/current-user.ts';

type Book = components['schemas']['Book'];

/** An active user who has seen the first-login welcome, with R 100.00. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user: CurrentUser = {
    id: 42,
    username: 'thandi@example.co.za',
    name_first: 'Thandi',
    name_last: 'Mokoena',
    email: 'thandi@example.co.za',
    phone_main: null,
    user_status: 1,
    role: 'author',
    balance: 100,
    balance_cents: 10_000,
    cart: [],
    admin_confirmation: 0,
    user_confirmation: 0,
    pending_changes: null,
    initial_login: 1,
    misc: null,
    bankInfo: null,
    created_at: '2026-11-20T10:00:00Z',
  };
  return Object.assign(user, overrides);
}

/** A local bank account as the profile stores it: the account number masked. */
export const STORED_LOCAL_ACCOUNT: NonNullable<CurrentUser['bankInfo']> = {
  bank_name: 'First National Bank',
  brance_code: '250655',
  branch_name: 'Sandton',
  account_name: 'Thandi Mokoena',
  account_type: 'Cheque',
  account_number: '*******6789',
};

/** A print book; `misc` overrides are merged into its misc JSON. */
export function aBook(
  id: number,
  overrides: Partial<Book> = {},
  misc: Record<string, unknown> = {},
): Book {
  const book: Book = {
    id,
    book_title: `Book ${id}`,
    format_type: 'print',
    region: 'local',
    price_sale: 250,
    local_price: 250,
    international_price: null,
    localRoyalty: '61.35',
    internationRoyalty: null,
    isbn: '9780306406157',
    book_code: null,
    no_of_pages: 240,
    pages: 240,
    contractInfo: null,
    misc: JSON.stringify({
      status: 'quote',
      archived: false,
      isPaid: false,
      bookStage: 'getquote',
      localBookMatch: id,
      internationalBookMatch: null,
      ...misc,
    }),
    created_at: '2026-11-21T08:30:00Z',
  };
  return Object.assign(book, overrides);
}
