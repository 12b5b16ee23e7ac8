import { fileExtension } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  bookFiles,
  cartPayments,
  cartRefunds,
  chatMessages,
  contracts,
} from '../../../../db/schema/index.ts';
import { ApiError, notFound } from '../../../../http/api-error.ts';
import type { ByteRange, FileStorage } from '../../../../storage/file-storage.ts';
import { currentUser } from '../../../auth/index.ts';
import { contractIdOf } from '../../../contracts/index.ts';
import { shareAgreementKey } from '../../../payees/index.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
};

// An SVG opened on its own is a document that could run script: it is shown as a picture only.
const IMAGE_ONLY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * The one range of a `Range: bytes=...` header within `size` bytes; undefined for no header
 * or one this answer ignores (several ranges: the whole file is sent); null when it is
 * outside the file (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const range =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
  return range.start > range.end || range.start >= size ? null : range;
}

/** A stored signed agreement named `fileName`, when it is there. */
async function storedAgreement(storage: FileStorage, fileKey: string, fileName: string) {
  const bytes = await storage.size(fileKey);
  return bytes !== null ? { fileKey, bytes, originalName: fileName } : undefined;
}

/**
 * A stored file of the user's by its name: a book's file, an invoice of a paid cart or a refund's
 * credit note, a signed contract version or royalty share agreement, or an image of their
 * support conversation.
 */
async function userFile(db: Db, storage: FileStorage, userId: number, fileName: string) {
  const [bookFile] = await db
    .select({
      fileKey: bookFiles.fileKey,
      bytes: bookFiles.bytes,
      originalName: bookFiles.originalName,
    })
    .from(bookFiles)
    .where(and(eq(bookFiles.fileName, fileName), eq(bookFiles.userId, userId)));
  if (bookFile) return bookFile;
  const [invoice] = await db
    .select({ fileKey: cartPayments.invoiceKey, bytes: cartPayments.invoiceBytes })
    .from(cartPayments)
    .where(and(eq(cartPayments.invoiceFileName, fileName), eq(cartPayments.userId, userId)));
  if (invoice?.fileKey && invoice.bytes !== null)
    return { fileKey: invoice.fileKey, bytes: invoice.bytes, originalName: fileName };
  const [creditNote] = await db
    .select({ fileKey: cartRefunds.creditNoteKey, bytes: cartRefunds.creditNoteBytes })
    .from(cartRefunds)
    .where(and(eq(cartRefunds.creditNoteFileName, fileName), eq(cartRefunds.userId, userId)));
  if (creditNote?.fileKey && creditNote.bytes !== null)
    return { fileKey: creditNote.fileKey, bytes: creditNote.bytes, originalName: fileName };
  const contractId = contractIdOf(fileName);
  if (contractId !== undefined) {
    const [contract] = await db
      .select({ fileKey: contracts.fileKey })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId)));
    return contract ? storedAgreement(storage, contract.fileKey, fileName) : undefined;
  }
  const agreementKey = await shareAgreementKey(db, userId, fileName);
  if (agreementKey !== undefined) return storedAgreement(storage, agreementKey, fileName);
  const [image] = await db
    .select({ fileKey: chatMessages.imageKey, bytes: chatMessages.imageBytes })
    .from(chatMessages)
    .where(and(eq(chatMessages.imageFileName, fileName), eq(chatMessages.userId, userId)));
  return image?.fileKey && image.bytes !== null
    ? { fileKey: image.fileKey, bytes: image.bytes, originalName: fileName }
    : undefined;
}

/** GET /user/getfile/{fileName}: one of the user's stored files, whole or a byte range. */
const files: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { fileName: string } }>('/user/getfile/:fileName', async (request, reply) => {
    const { fileName } = request.params;
    const file = await userFile(app.db, app.storage, currentUser(request).id, fileName);
    if (!file) throw notFound();
    const range = requestedRange(request.headers.range, file.bytes);
    if (range === null)
      throw new ApiError(416, 'Range not satisfiable', {
        headers: { 'content-range': `bytes */${file.bytes}` },
      });
    const downloadName = file.originalName.replace(/[^\w.-]+/g, '_');
    reply
      .type(CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream')
      .header('accept-ranges', 'bytes')
      .header('content-disposition', `inline; filename="${downloadName}"`);
    if (fileExtension(fileName) === '.svg')
      reply.header('content-security-policy', IMAGE_ONLY_POLICY);
    if (!range) {
      reply.header('content-length', file.bytes);
      return reply.send(await app.storage.get(file.fileKey));
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes}`)
      .header('content-length', range.end - range.start + 1)
      .send(await app.storage.get(file.fileKey, range));
  });
};

export default files;
