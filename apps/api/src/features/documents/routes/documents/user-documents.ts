import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import {
  bookFiles,
  books,
  cartPayments,
  cartRefunds,
  contracts,
} from '../../../../db/schema/index.ts';
import { signedFileLink } from '../../../auth/index.ts';
import { contractFileName } from '../../../contracts/index.ts';
import { userShareAgreements } from '../../../payees/index.ts';

/** Where a document is listed: the book's own files, its contracts, or an invoice (or credit note). */
type DocumentCategory = 'book-files' | 'contracts' | 'invoices';

interface UserDocument {
  category: DocumentCategory;
  title: string;
  book_title: string | null;
  created_at: string;
  file_name: string;
  url: string;
}

const FILE_KIND_NAMES: Record<string, string> = {
  book: 'Book file',
  cover: 'Cover',
  audio: 'Audio chapter',
  thumbnail: 'Thumbnail',
};

const CONTRACT_KIND_NAMES: Record<string, string> = {
  contract: 'Publishing contract',
  appendix: 'Contract appendix',
  renewal: 'Re-signed contract',
};

/**
 * Every document of the user, newest first, each with a signed link: the files of their books,
 * every signed contract version (once per PDF: a book in both markets shares one) and royalty
 * share agreement, and the
 * invoices of their paid carts and the credit notes of their refunds.
 */
export async function userDocuments(
  db: Db,
  secret: Uint8Array,
  userId: number,
): Promise<UserDocument[]> {
  const link = (fileName: string) => signedFileLink(secret, userId, fileName);
  /** An invoice or a credit note, once its PDF is drawn, under the invoices. */
  const billing = (kind: string, row: { fileName: string | null; createdAt: Date }) =>
    row.fileName
      ? [
          {
            category: 'invoices' as const,
            title: `${kind} ${row.fileName.replace(/\.pdf$/, '')}`,
            book_title: null,
            created_at: row.createdAt.toISOString(),
            file_name: row.fileName,
            url: link(row.fileName),
          },
        ]
      : [];
  const [files, signed, invoices, creditNotes, shareAgreements] = await Promise.all([
    db
      .selectDistinctOn([bookFiles.id], {
        kind: bookFiles.kind,
        fileName: bookFiles.fileName,
        originalName: bookFiles.originalName,
        createdAt: bookFiles.createdAt,
        bookTitle: books.bookTitle,
      })
      .from(bookFiles)
      .leftJoin(books, eq(books.quoteId, bookFiles.quoteId))
      .where(eq(bookFiles.userId, userId))
      .orderBy(bookFiles.id),
    db
      .selectDistinctOn([contracts.fileKey], {
        id: contracts.id,
        kind: contracts.kind,
        version: contracts.version,
        signedAt: contracts.signedAt,
        bookTitle: books.bookTitle,
      })
      .from(contracts)
      .innerJoin(books, eq(books.id, contracts.bookId))
      .where(eq(contracts.userId, userId))
      .orderBy(contracts.fileKey, contracts.id),
    db
      .select({ fileName: cartPayments.invoiceFileName, createdAt: cartPayments.createdAt })
      .from(cartPayments)
      .where(and(eq(cartPayments.userId, userId), isNotNull(cartPayments.invoiceFileName)))
      .orderBy(desc(cartPayments.id)),
    db
      .select({ fileName: cartRefunds.creditNoteFileName, createdAt: cartRefunds.createdAt })
      .from(cartRefunds)
      .where(and(eq(cartRefunds.userId, userId), isNotNull(cartRefunds.creditNoteFileName)))
      .orderBy(desc(cartRefunds.id)),
    userShareAgreements(db, userId),
  ]);
  const documents: UserDocument[] = [
    ...files.map((file) => ({
      category: 'book-files' as const,
      title: `${FILE_KIND_NAMES[file.kind] ?? 'File'}: ${file.originalName}`,
      book_title: file.bookTitle,
      created_at: file.createdAt.toISOString(),
      file_name: file.originalName,
      url: link(file.fileName),
    })),
    ...signed.map((contract) => ({
      category: 'contracts' as const,
      title: `${CONTRACT_KIND_NAMES[contract.kind] ?? 'Contract'} (version ${contract.version})`,
      book_title: contract.bookTitle,
      created_at: contract.signedAt.toISOString(),
      file_name: contractFileName(contract.id),
      url: link(contractFileName(contract.id)),
    })),
    ...shareAgreements.map((agreement) => ({
      category: 'contracts' as const,
      title: agreement.title,
      book_title: agreement.bookTitle,
      created_at: agreement.signedAt.toISOString(),
      file_name: agreement.fileName,
      url: link(agreement.fileName),
    })),
    ...invoices.flatMap((invoice) => billing('Invoice', invoice)),
    ...creditNotes.flatMap((note) => billing('Credit note', note)),
  ];
  return documents.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
