// What other screen areas use of the book wizard (the only way in: .dependency-cruiser.cjs).
export { paymentMethodStore } from './drafts/wizard-stores.ts';
export { PreflightFindings } from './preflight/PreflightFindings.tsx';
export { BookFileNotices } from './uploads/BookFileNotices.tsx';
