/**
 * The codes the API documents in `statusCode` (the last two may come as the message), and the
 * kind each becomes in an {@link Outcome}. Numeric codes match as numbers or strings.
 */
export const apiCodes = {
  U30: 'emailExists',
  U31: 'linkInvalid',
  U32: 'wrongCurrentPassword',
  U33: 'loginFailed',
  U34: 'refreshRejected',
  B12: 'pageLimitExceeded',
  B20: 'bookPaid',
  B21: 'bookNotCancelled',
  B22: 'duplicateBulkUpload',
  C15: 'couponInvalid',
  C16: 'cartChanged',
  C17: 'cartEmpty',
  T11: 'paymentNotConfirmed',
  F10: 'fileTypeRejected',
  F11: 'chunkChecksumMismatch',
  F12: 'chunkOutOfOrder',
  '7': 'moreToPay',
  '11': 'noOrders',
  'ISBN already exists': 'isbnExists',
  'Internal server error': 'internalServerError',
} as const;

export type ApiCode = keyof typeof apiCodes;

export type ApiCodeKind = (typeof apiCodes)[ApiCode];
