// Books: quotes, the book records and their states, submissions, ISBNs.
// This file is the feature's public face: other features and the entry points use only it.
export { storedCoverOutOfDate } from './cover-fit.ts';
export { coverTemplateTask } from './cover-template-task.ts';
export { addressedQuoteId, type BookPairIds, findBookPair } from './find-book-pair.ts';
export { type BookRow, listUserBooks } from './list-user-books.ts';
export { orderedServiceIds } from './ordered-services.ts';
export { setBookStatus } from './set-book-status.ts';
