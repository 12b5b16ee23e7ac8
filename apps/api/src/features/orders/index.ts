// Orders: marketplace orders imported by staff, and the sales they add up to.
// This file is the feature's public face: other features and the entry points use only it.
export { importOrders } from './import-orders.ts';
export { ORDER_CSV_HEADERS, parseOrdersCsv } from './parse-orders-csv.ts';
