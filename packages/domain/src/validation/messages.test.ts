import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('the message catalogue', () => {
  it('holds the product texts exactly, typos included', () => {
    expect({ ...messages }).toMatchObject({
      LOGIN_FAILED_MESSAGE:
        "Login unsuccessful: The email or password you entered is incorrect or you haven't registered yet",
      EMAIL_EXISTS_MESSAGE:
        'This email alreay exists on our system, please use another email or login to continue',
      SOMETHING_WENT_WRONG_MESSAGE: 'Something went wrong',
      TOO_MANY_ATTEMPTS_MESSAGE: 'Too many attempts, please wait a while and try again',
      INTERNAL_SERVER_ERROR: 'Internal server error',
      INTERNAL_SERVER_ERROR_MESSAGE:
        "Something went wrong and we're not sure what to do about it. Please try again and contact us if the error persists.",
      ACCOUNT_VERIFIED_MESSAGE:
        'Congratulations your account has been verified. Click login to login and access your account.',
      VERIFY_FAILED_MESSAGE: 'Something went wrong while attempting to verify your account.',
      PASSWORD_CHANGED_DESCRIPTION: 'Password changed',
      PASSWORD_CHANGE_SUCCEEDED_TITLE: 'Your password was changed successfully',
      PASSWORD_CHANGE_SUCCEEDED_MESSAGE: 'Login with your new details',
      PASSWORD_CHANGE_FAILED_TITLE: 'An error occurred',
      COUPON_ADDED_DESCRIPTION: 'Successful',
      INVALID_COUPON_MESSAGE: 'Invalid coupon code applied',
      COUPON_ALREADY_USED_MESSAGE: 'You have already used this coupon code',
      CHANGE_REQUEST_FAILED_MESSAGE: 'Error sending request to admin.',
      REQUEST_SUBMITTED_MESSAGE: 'Your request has been successfully submitted.',
      APPROVE_FAILED_TITLE: 'Request failed',
      APPROVE_FAILED_MESSAGE:
        'We apologize for the inconvenience, but it seems that there was an issue with submitting your request. Please kindly try again later.',
      CART_BOOK_NOT_FOUND_MESSAGE: 'Cannot find book',
      CONTRACT_FETCH_FAILED_MESSAGE: 'Something went wrong while fetching this books contract.',
      ARCHIVE_FAILED_MESSAGE: 'Something went wrong, while trying to archive your book.',
      ARCHIVE_SUCCEEDED_MESSAGE: 'Your book has been cancelled successfully.',
      DELETE_FAILED_MESSAGE: 'Something went wrong, while trying to delete your book.',
      DELETE_SUCCEEDED_MESSAGE: 'Your book has been deleted successfully.',
      RESIGN_FAILED_MESSAGE: 'Failed to re-sign contract',
      PUBLISHING_RIGHTS_WARNING:
        'It appears you do not own the necessary publishing rights to proceed with this title.',
      SELECT_PUBLISHING_RIGHTS_MESSAGE: 'Please select an option above to continue',
      ISBN_EXISTS_MESSAGE: 'The provided ISBN is already in use. Please select a different ISBN',
      INVALID_ISBN_MESSAGE:
        'Please enter a valid ISBN number for your book - 13 characters long and only numbers.',
      SELECT_SALES_REGION_MESSAGE: 'Please select where your book will be sold',
      ENTER_PRICE_MESSAGE: 'Please enter a price for your book',
      SELECT_LOCAL_PAPER_TYPE_MESSAGE: 'Please select a local paper type',
      SELECT_LOCAL_COVER_TYPE_MESSAGE: 'Please select a local cover type',
      SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE: 'Please select an international paper type',
      SELECT_BINDING_MESSAGE: 'Please select a binding for your book',
      SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE: 'Please select an international cover type',
      ISBN_IN_USE_MESSAGE:
        'The ISBN you provided is in use by another book. Please enter a valid ISBN number for your book',
      NEGATIVE_ROYALTY_MESSAGE: 'Estimated royals cannot be a negative amount',
      NEGATIVE_ROYALTY_MODAL_MESSAGE:
        'Your royalty fees, based on your selected options is a negative value.',
      SADDLE_STITCH_PAGES_MESSAGE: 'Maximum number of pages for saddle stitch binding is 96.',
      PAGES_EXCEED_PAPER_TYPE_MESSAGE: 'The amount of pages exceed the paper type',
      SUBMIT_FAILED_MESSAGE: 'Something went wrong - This may be due to your internet connection.',
      OFFLINE_QUEUED_MESSAGE:
        'No network connection - Data will be submitted when connection is restored',
      NO_ORDERS_MESSAGE: "You don't have any orders yet",
      NO_ADDRESS_MATCHES_MESSAGE: 'No matches for your search term',
    });
  });

  it('reads the offline banner as the specification writes it, title first', () => {
    expect(`${messages.OFFLINE_BANNER_TITLE} ${messages.OFFLINE_BANNER_MESSAGE}`).toBe(
      'No Internet Connection You are currently in offline mode. Some features may not work as expected.',
    );
  });

  it('fills in the support address, book title and sync progress', () => {
    expect(messages.couponFailedMessage('support@example.co.za')).toBe(
      'Something went wrong when adding your coupon, please check your spelling. Otherwise contact support support@example.co.za',
    );
    expect(messages.resignSucceededMessage('My Story')).toBe(
      'Contract for book My Story re-signed successfully.',
    );
    expect(messages.connectionRestoredMessage(40)).toBe(
      'Connection restored - Network connection has been restored, syncing data. 40%',
    );
  });
});
