import { formatDateTime } from '@pod-portal/domain';
import type { ContractSchedule } from '../../db/schema/index.ts';
import type { PdfBlock, PdfDocumentSpec } from '../../pdf/document-layout.ts';
import { CONTRACT_CLAUSES, CONTRACT_TERMS_VERSION, CONTRACT_TITLE } from './contract-terms.ts';

/** One book record the contract covers (a market's record). */
export interface ContractBook {
  id: number;
  market: 'local' | 'international';
  title: string;
  format: string;
  /** The ISBN, or the internal code of a book without one yet. */
  identifier: string;
  pages: number;
  /** Formatted with its currency, e.g. `R 250.00`. */
  price: string;
  royalty: string;
}

/** Everything a signed contract shows, bank and registration numbers already masked. */
export interface ContractDetails extends ContractSchedule {
  kind: 'contract' | 'appendix' | 'renewal';
  version: number;
  author: { userId: number; name: string; email: string };
  /** Label and value pairs: publisher details, then payout account. */
  publisher: Array<[string, string]>;
  payout: Array<[string, string]>;
  books: ContractBook[];
  signedPlace: string;
  signedAt: Date;
  signature: Uint8Array;
  initials: Uint8Array;
}

/** Who signed, when and from where: the contract's last page, with the hash of what was signed. */
export interface SigningRecord {
  userId: number;
  name: string;
  email: string;
  signedAt: Date;
  signedPlace: string;
  ipAddress: string;
  userAgent: string;
  bookIds: number[];
  version: number;
  /** What the version counts: `Contract version`, `Share agreement version`. */
  versionLabel: string;
  sealName: string;
}

const FOOTER = `${CONTRACT_TITLE} (terms ${CONTRACT_TERMS_VERSION})`;

const KIND_TITLE: Record<ContractDetails['kind'], string> = {
  contract: CONTRACT_TITLE,
  appendix: `${CONTRACT_TITLE}: appendix of services`,
  renewal: `${CONTRACT_TITLE} (re-signed)`,
};

function clauseBlocks(): PdfBlock[] {
  return CONTRACT_CLAUSES.flatMap((clause) => [
    { kind: 'heading' as const, text: clause.heading },
    ...clause.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
  ]);
}

/** The unsigned terms every author reads before signing (the same for everyone). */
export function contractTemplateSpec(): PdfDocumentSpec {
  return {
    title: CONTRACT_TITLE,
    createdAt: new Date(`${CONTRACT_TERMS_VERSION}-01T00:00:00Z`),
    footer: FOOTER,
    blocks: [
      { kind: 'heading', text: CONTRACT_TITLE },
      {
        kind: 'paragraph',
        text: 'These are the terms you accept when you sign in the portal. Your signed copy adds a schedule with your details, your book and its royalties, your signature and initials, and a signing record; it is emailed to you and kept with your book.',
      },
      ...clauseBlocks(),
    ],
  };
}

function bookRows(book: ContractBook): Array<[string, string]> {
  return [
    ['Title', book.title],
    ['Market', book.market === 'local' ? 'South Africa (local)' : 'International'],
    ['Format', book.format],
    ['ISBN or book code', book.identifier],
    ['Pages', String(book.pages)],
    ['Retail price', book.price],
    ['Royalty per copy', book.royalty],
    ['Book record', String(book.id)],
  ];
}

/** The signed contract's pages: terms, schedule, signature page; the initials on every page. */
export function signedContractSpec(details: ContractDetails): PdfDocumentSpec {
  const title = KIND_TITLE[details.kind];
  const schedule: PdfBlock[] = [
    { kind: 'heading', text: 'Schedule' },
    {
      kind: 'fields',
      rows: [
        ['Author', details.author.name],
        ['Email', details.author.email],
        ['Portal user', String(details.author.userId)],
        ['Contract version', String(details.version)],
        ...(details.authors.length > 0
          ? [['Authors of the Work', details.authors.join(', ')] as [string, string]]
          : []),
        ...details.contributors.map(
          (contributor) =>
            [contributor.role || 'Contributor', contributor.name] as [string, string],
        ),
      ],
    },
    { kind: 'heading', text: 'Publisher details' },
    { kind: 'fields', rows: details.publisher },
    { kind: 'heading', text: 'Royalty payouts' },
    { kind: 'fields', rows: details.payout },
    ...details.books.flatMap((book): PdfBlock[] => [
      {
        kind: 'heading',
        text: `The Work: ${book.market === 'local' ? 'local' : 'international'} market`,
      },
      { kind: 'fields', rows: bookRows(book) },
    ]),
  ];
  const services: PdfBlock[] =
    details.services !== null
      ? [
          { kind: 'heading', text: 'Appendix: services ordered' },
          details.services.length > 0
            ? { kind: 'fields', rows: details.services }
            : { kind: 'paragraph', text: 'No paid services were ordered for this book.' },
        ]
      : [];
  return {
    title: `${title}: ${details.books[0]?.title ?? ''}`,
    createdAt: details.signedAt,
    footer: FOOTER,
    everyPage: { png: details.initials, label: 'Initials' },
    blocks: [
      { kind: 'heading', text: title },
      ...schedule,
      ...services,
      ...clauseBlocks(),
      { kind: 'pageBreak' },
      ...signatureBlocks({ name: details.author.name, ...details }),
      {
        kind: 'image',
        png: details.initials,
        maxWidth: 120,
        maxHeight: 60,
        caption: 'Initials',
      },
      { kind: 'fields', rows: [['Signed at', details.signedPlace]] },
    ],
  };
}

/** An agreement's signature: who signed, where and when, and the drawn signature. */
export function signatureBlocks(signing: {
  name: string;
  signedPlace: string;
  signedAt: Date;
  signature: Uint8Array;
}): PdfBlock[] {
  return [
    { kind: 'heading', text: 'Signature' },
    {
      kind: 'paragraph',
      text: `Signed electronically by ${signing.name} at ${signing.signedPlace} on ${formatDateTime(signing.signedAt)} (South African time).`,
    },
    {
      kind: 'image',
      png: signing.signature,
      maxWidth: 240,
      maxHeight: 100,
      caption: `Signature of ${signing.name}`,
    },
  ];
}

/** The certificate page: the signing record and the SHA-256 of the pages before it. */
export function certificateBlocks(record: SigningRecord, pagesSha256: string): PdfBlock[] {
  return [
    { kind: 'heading', text: 'Signing certificate' },
    {
      kind: 'paragraph',
      text: 'This page records how the agreement above was signed. The whole file is sealed with the digital certificate named below: a PDF reader shows the seal as invalid if anything in the file is changed after signing.',
    },
    {
      kind: 'fields',
      rows: [
        ['Signed by', record.name],
        ['Email', record.email],
        ['Portal user id', String(record.userId)],
        ['Book records', record.bookIds.join(', ')],
        [record.versionLabel, String(record.version)],
        ['Signed at (UTC)', record.signedAt.toISOString()],
        ['Signed at (South Africa)', `${formatDateTime(record.signedAt)} SAST (UTC+02:00)`],
        ['Signed place', record.signedPlace],
        ['IP address', record.ipAddress],
        ['Browser', record.userAgent || 'not sent'],
        ['Sealed by', record.sealName],
        ['SHA-256 of the signed pages', pagesSha256],
      ],
    },
    {
      kind: 'paragraph',
      text: "The SHA-256 above is the fingerprint of the agreement's pages exactly as they were signed, before this page was added; the portal keeps it with the signing record.",
    },
  ];
}

/** The certificate page's footer. */
export const CERTIFICATE_FOOTER = 'Signing certificate';
