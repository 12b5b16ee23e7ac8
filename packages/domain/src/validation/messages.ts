import { SUCCESS } from '../reference/api-codes.ts';

// The product's texts for rule outcomes that are not a single form field's error, shared by
// the portal and the server. Copied exactly from the specifications, typos included.

// Text a field refuses (see `plainTextProblem`): what is wrong with it, on the field. The
// specifications give no texts for these.
export const CONTROL_CHARACTER_MESSAGE =
  'This text contains a hidden control character (often copied in from another program): please remove it or retype the text';
export const BROKEN_CHARACTER_MESSAGE =
  'This text contains a broken character (half of an emoji or symbol): please remove it or retype the text';
export const LINE_BREAK_MESSAGE = 'Please write this on one line, without line breaks';

// Accounts and session
export const LOGIN_FAILED_MESSAGE =
  "Login unsuccessful: The email or password you entered is incorrect or you haven't registered yet";
/** Status code U30: the email is already registered. */
export const EMAIL_EXISTS_MESSAGE =
  'This email alreay exists on our system, please use another email or login to continue';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
/** A throttled answer (429); the specifications give no text for it. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts, please wait a while and try again';
/** What the server says on an unexpected failure, and what the user is shown instead. */
export const INTERNAL_SERVER_ERROR = 'Internal server error';
export const INTERNAL_SERVER_ERROR_MESSAGE =
  "Something went wrong and we're not sure what to do about it. Please try again and contact us if the error persists.";
export const ACCOUNT_VERIFIED_MESSAGE =
  'Congratulations your account has been verified. Click login to login and access your account.';
export const VERIFY_FAILED_MESSAGE =
  'Something went wrong while attempting to verify your account.';
/** The server's description when a password was changed or reset. */
export const PASSWORD_CHANGED_DESCRIPTION = 'Password changed';
export const PASSWORD_CHANGE_SUCCEEDED_TITLE = 'Your password was changed successfully';
export const PASSWORD_CHANGE_SUCCEEDED_MESSAGE = 'Login with your new details';
export const PASSWORD_CHANGE_FAILED_TITLE = 'An error occurred';

// Coupons
/** The server's description when a coupon was added. */
export const COUPON_ADDED_DESCRIPTION = SUCCESS.description;
export function couponFailedMessage(supportEmail: string): string {
  return `Something went wrong when adding your coupon, please check your spelling. Otherwise contact support ${supportEmail}`;
}
/** Cart status C15. */
export const INVALID_COUPON_MESSAGE = 'Invalid coupon code applied';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon code';

// Profile change requests
export const CHANGE_REQUEST_FAILED_MESSAGE = 'Error sending request to admin.';
export const REQUEST_SUBMITTED_MESSAGE = 'Your request has been successfully submitted.';
export const APPROVE_FAILED_TITLE = 'Request failed';
export const APPROVE_FAILED_MESSAGE =
  'We apologize for the inconvenience, but it seems that there was an issue with submitting your request. Please kindly try again later.';

// Signing
/** The second signing of a book whose appendix is signed already (the wizard goes on). */
export const APPENDIX_ALREADY_SIGNED_MESSAGE = 'The appendix for this book is already signed';

// Cart
/** Shown for a cart item whose book cannot be resolved. */
export const CART_BOOK_NOT_FOUND_MESSAGE = 'Cannot find book';

// Books and contracts
export const CONTRACT_FETCH_FAILED_MESSAGE =
  'Something went wrong while fetching this books contract.';
export const ARCHIVE_FAILED_MESSAGE = 'Something went wrong, while trying to archive your book.';
export const ARCHIVE_SUCCEEDED_MESSAGE = 'Your book has been cancelled successfully.';
export const DELETE_FAILED_MESSAGE = 'Something went wrong, while trying to delete your book.';
export const DELETE_SUCCEEDED_MESSAGE = 'Your book has been deleted successfully.';
export const RESIGN_FAILED_MESSAGE = 'Failed to re-sign contract';
export function resignSucceededMessage(bookTitle: string): string {
  return `Contract for book ${bookTitle} re-signed successfully.`;
}

// Book creation wizard
export const PUBLISHING_RIGHTS_WARNING =
  'It appears you do not own the necessary publishing rights to proceed with this title.';
export const SELECT_PUBLISHING_RIGHTS_MESSAGE = 'Please select an option above to continue';
/** The alert the quote shows when the ISBN is taken (code `API_CODES.isbnExists`). */
export const ISBN_EXISTS_MESSAGE =
  'The provided ISBN is already in use. Please select a different ISBN';
export const INVALID_ISBN_MESSAGE =
  'Please enter a valid ISBN number for your book - 13 characters long and only numbers.';
/** The ISBN field's error when the ISBN check says the number is taken. */
export const ISBN_IN_USE_MESSAGE =
  'The ISBN you provided is in use by another book. Please enter a valid ISBN number for your book';
export const SELECT_SALES_REGION_MESSAGE = 'Please select where your book will be sold';
export const ENTER_PRICE_MESSAGE = 'Please enter a price for your book';
/** Not in the product's texts: an amount or percentage with a third decimal, refused, never rounded. */
export const TWO_DECIMALS_MESSAGE = 'Enter the amount with at most two decimals';
export const SELECT_LOCAL_PAPER_TYPE_MESSAGE = 'Please select a local paper type';
export const SELECT_LOCAL_COVER_TYPE_MESSAGE = 'Please select a local cover type';
export const SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE = 'Please select an international paper type';
/** Not in the product's texts: a print book's binding, asked like the other print choices. */
export const SELECT_BINDING_MESSAGE = 'Please select a binding for your book';
export const SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE = 'Please select an international cover type';
export const NEGATIVE_ROYALTY_MESSAGE = 'Estimated royals cannot be a negative amount';
export const NEGATIVE_ROYALTY_MODAL_MESSAGE =
  'Your royalty fees, based on your selected options is a negative value.';
export const SADDLE_STITCH_PAGES_MESSAGE =
  'Maximum number of pages for saddle stitch binding is 96.';
export const PAGES_EXCEED_PAPER_TYPE_MESSAGE = 'The amount of pages exceed the paper type';
export const SUBMIT_FAILED_MESSAGE =
  'Something went wrong - This may be due to your internet connection.';

// Application shell
/** The offline banner: a title and its text, shown together as the specification's one line. */
export const OFFLINE_BANNER_TITLE = 'No Internet Connection';
export const OFFLINE_BANNER_MESSAGE =
  'You are currently in offline mode. Some features may not work as expected.';

// Orders
/** The empty state for status code 11 or an empty result. */
export const NO_ORDERS_MESSAGE = "You don't have any orders yet";

// Signing
/** The signed-place address search when nothing matches. */
export const NO_ADDRESS_MATCHES_MESSAGE = 'No matches for your search term';

// Offline queue
export const OFFLINE_QUEUED_MESSAGE =
  'No network connection - Data will be submitted when connection is restored';
export function connectionRestoredMessage(percent: number): string {
  return `Connection restored - Network connection has been restored, syncing data. ${percent}%`;
}
