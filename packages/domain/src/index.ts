// The public API of @pod-portal/domain, one concept folder at a time.
export * from './books/index.ts';
export * from './cart/index.ts';
export * from './catalogue/index.ts';
export * from './chat/index.ts';
export * from './csv/index.ts';
export * from './files/index.ts';
export * from './ledger/index.ts';
export * from './money/index.ts';
export * from './payouts/index.ts';
export * from './printers/index.ts';
export * from './reference/index.ts';
export * from './royalty/index.ts';
export * from './statements/index.ts';
export * from './two-factor/index.ts';
export * from './validation/index.ts';
export * from './wizard/index.ts';
