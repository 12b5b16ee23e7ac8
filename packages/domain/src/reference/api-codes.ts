/**
 * The envelope of every successful answer (`statusCode` 0): spread before the answer's own
 * fields, `{ ...SUCCESS, coupons }`, or answered alone.
 */
export const SUCCESS = { statusCode: 0, description: 'Successful' } as const;

/**
 * The product's answer codes: what the API puts in `statusCode` for outcomes other than plain
 * success, with the HTTP status it answers them with. One table: the server throws and answers
 * them from here, the SDK's outcome kinds are generated from it, and a test holds the contract's
 * table of codes to it. Codes the next features add (cart, payment, upload, signing) go here.
 */
export const API_CODES = {
  emailExists: { code: 'U30', status: 409, when: 'email already registered' },
  linkInvalid: {
    code: 'U31',
    status: 400,
    when: 'verification or password-reset link invalid, used or expired',
  },
  wrongCurrentPassword: {
    code: 'U32',
    status: 403,
    when: 'the current password given for an email change is wrong',
  },
  loginFailed: { code: 'U33', status: 401, when: 'login failed' },
  refreshRejected: { code: 'U34', status: 401, when: 'refresh token invalid, expired or reused' },
  secondStepRequired: {
    code: 'U35',
    status: 200,
    when: 'the password was right; the login needs its second step (`second_step` says which)',
  },
  wrongCode: { code: 'U36', status: 401, when: "the second step's code is wrong" },
  codeExpired: {
    code: 'U37',
    status: 401,
    when: 'the emailed code expired, was used or was tried 5 times: send a new code',
  },
  challengeExpired: {
    code: 'U38',
    status: 401,
    when: 'the login challenge expired or was finished: log in again',
  },
  pageLimitExceeded: {
    code: 'B12',
    status: 200,
    when: 'the page count exceeds the paper type or binding (royalty estimate)',
  },
  bookPaid: { code: 'B20', status: 409, when: 'book is paid' },
  bookNotCancelled: { code: 'B21', status: 409, when: 'book is not cancelled' },
  duplicateBulkUpload: { code: 'B22', status: 409, when: 'duplicate bulk upload' },
  couponInvalid: { code: 'C15', status: 422, when: 'coupon invalid or already used' },
  cartChanged: { code: 'C16', status: 409, when: 'cart total changed' },
  cartEmpty: { code: 'C17', status: 409, when: 'cart is empty' },
  paymentNotConfirmed: {
    code: 'T11',
    status: 409,
    when: 'the payment has not been confirmed by PayFast yet',
  },
  fileTypeRejected: {
    code: 'F10',
    status: 415,
    when: 'file type not allowed (extension and magic bytes)',
  },
  chunkChecksumMismatch: { code: 'F11', status: 422, when: 'chunk MD5 mismatch' },
  chunkOutOfOrder: { code: 'F12', status: 409, when: 'a chunk arrived out of order' },
  moreToPay: { code: 7, status: 200, when: 'more to pay at checkout' },
  noOrders: { code: 11, status: 200, when: 'no orders' },
  isbnExists: {
    code: 'ISBN already exists',
    status: 409,
    when: 'the ISBN is used by another book',
  },
  internalServerError: {
    code: 'Internal server error',
    status: 500,
    when: 'an unexpected failure (internals are never shown)',
  },
} as const satisfies Record<string, { code: string | number; status: number; when: string }>;

/** An outcome's name in the table: `emailExists`, `couponInvalid`, ... */
export type ApiCodeKind = keyof typeof API_CODES;

/** A code as the API sends it: `U30`, `C15`, `ISBN already exists`, or a number (7, 11). */
export type ApiCode = (typeof API_CODES)[ApiCodeKind]['code'];
