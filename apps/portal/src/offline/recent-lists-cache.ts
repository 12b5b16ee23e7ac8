/**
 * The service worker's cache of the last lists and books viewed (books, each book's record,
 * orders and sales, orders, transactions, documents, sales, the user's record) and the price
 * list the wizard needs: read when offline, deleted at logout.
 */
export const RECENT_LISTS_CACHE = 'recent-lists';
