export { type BookActions, bookActions } from './book-actions.ts';
export { type BookMisc, type ParsedBookMisc, parseBookMisc } from './book-misc.ts';
export {
  BOOK_STATUSES,
  type BookStatus,
  bookMovedText,
  bookStatusBadge,
  isBookStatus,
  type StatusColour,
} from './book-status.ts';
export { continueUploadPath } from './continue-upload-path.ts';
export { orderStatusColour } from './order-status.ts';
export { nextPayoutDate, PAYOUT_MONTHS, payoutPeriodMonths } from './payout-date.ts';
export { PAYOUT_NOTICE_THRESHOLD, shouldShowPayoutNotice } from './payout-notice.ts';
export { routeForUser, type UserRoute } from './user-route.ts';
