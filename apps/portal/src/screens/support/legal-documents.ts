import type { operations } from '@pod-portal/sdk';

type LegalDocumentId = operations['getLegalDocument']['parameters']['path']['documentId'];

/** The legal documents the API serves at /api/legal/{id}, in the order the spec lists them. */
export const LEGAL_DOCUMENTS: ReadonlyArray<{ id: LegalDocumentId; title: string }> = [
  { id: 'terms-and-conditions', title: 'Terms and Conditions' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'data-protection', title: 'Data Protection' },
  { id: 'terms-of-use', title: 'Terms of Use' },
];

/** Where the viewer reads a legal document. */
export const legalDocumentUrl = (id: LegalDocumentId) => `/api/legal/${id}`;
