import {
  basisPointsToPercent,
  PAYEE_ROLE_NAMES,
  type PayeeRole,
  shareAgreementTerms,
} from '@pod-portal/domain';
import type { PdfDocumentSpec } from '../../pdf/document-layout.ts';
import { signatureBlocks } from '../contracts/index.ts';

export const SHARE_AGREEMENT_TITLE = 'Royalty share agreement';

/** What a payee's share agreement shows. */
export interface ShareAgreementDetails {
  payee: { userId: number; name: string; email: string };
  author: string;
  book: { id: number; title: string };
  role: PayeeRole;
  shareBasisPoints: number;
  version: number;
  signedPlace: string;
  signedAt: Date;
  signature: Uint8Array;
  initials: Uint8Array;
}

/** The share agreement's pages, signed and initialled as a contract is. */
export function shareAgreementSpec(details: ShareAgreementDetails): PdfDocumentSpec {
  const share = `${basisPointsToPercent(details.shareBasisPoints)}%`;
  return {
    title: `${SHARE_AGREEMENT_TITLE}: ${details.book.title}`,
    createdAt: details.signedAt,
    footer: SHARE_AGREEMENT_TITLE,
    everyPage: { png: details.initials, label: 'Initials' },
    blocks: [
      { kind: 'heading', text: SHARE_AGREEMENT_TITLE },
      {
        kind: 'fields',
        rows: [
          ['Book', details.book.title],
          ['Book record', String(details.book.id)],
          ['Author', details.author],
          ['Payee', details.payee.name],
          ['Email', details.payee.email],
          ['Role', PAYEE_ROLE_NAMES[details.role]],
          ['Share of the royalty', share],
          ['Agreement version', String(details.version)],
        ],
      },
      ...shareAgreementTerms(details.author, share).map((text) => ({
        kind: 'paragraph' as const,
        text,
      })),
      ...signatureBlocks({ name: details.payee.name, ...details }),
      { kind: 'fields', rows: [['Signed at', details.signedPlace]] },
    ],
  };
}
