import { createHash } from 'node:crypto';
import { DocumentWriter, type PdfDocumentSpec } from '../../pdf/document-layout.ts';
import {
  CERTIFICATE_FOOTER,
  type ContractDetails,
  certificateBlocks,
  type SigningRecord,
  signedContractSpec,
} from './contract-document.ts';
import type { ContractSeal } from './contract-seal.ts';
import { sealPdf } from './seal-pdf.ts';

export interface SignedContractTask {
  details: ContractDetails;
  record: SigningRecord;
  seal: ContractSeal;
}

/**
 * Any agreement signed in the portal (a contract, a payee's share agreement): its pages, who
 * signed them, the seal, and the reason the seal names.
 */
export interface SealedSigningTask {
  spec: PdfDocumentSpec;
  record: SigningRecord;
  seal: ContractSeal;
  reason: string;
}

export interface SignedContract {
  pdf: Uint8Array;
  /** SHA-256 (hex) of the pages as signed, before the certificate page. */
  pagesSha256: string;
  /** SHA-256 (hex) of the sealed file. */
  fileSha256: string;
}

/** The widest SHA-256 in hex: in Helvetica no hex digit is wider than `0`. */
const STAND_IN_SHA256 = '0'.repeat(64);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The signed contract, sealed (`renderSealedSigning`). */
export function renderSignedContract(task: SignedContractTask): Promise<SignedContract> {
  return renderSealedSigning({
    spec: signedContractSpec(task.details),
    record: task.record,
    seal: task.seal,
    reason: `Publishing agreement signed by ${task.record.name} (user ${task.record.userId})`,
  });
}

/**
 * A signed agreement: its pages are saved and hashed as signed, the certificate page with
 * that hash is added to the same document, and the whole file is sealed. Runs in a PDF worker.
 * The pages are numbered through the whole file, the certificate's included: the certificate
 * is measured beforehand with the widest hash there is.
 */
export async function renderSealedSigning(task: SealedSigningTask): Promise<SignedContract> {
  const { spec } = task;
  const writer = await DocumentWriter.create(spec);
  await writer.write(spec.blocks);
  const certificatePages = await DocumentWriter.pagesFor(
    certificateBlocks(task.record, STAND_IN_SHA256),
  );
  await writer.finishPart(spec.footer, spec.everyPage, certificatePages);
  const contractPages = writer.document.getPageCount();
  // One pass, no yielding between objects: a worker thread has no one else to serve.
  const pagesSha256 = sha256(
    await writer.document.save({
      useObjectStreams: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    }),
  );
  await writer.write(certificateBlocks(task.record, pagesSha256));
  await writer.finishPart(CERTIFICATE_FOOTER);
  if (writer.document.getPageCount() !== contractPages + certificatePages)
    throw new Error('the certificate took another number of pages than it was measured at');
  const pdf = await sealPdf(writer.document, task.seal, {
    reason: task.reason,
    location: task.record.signedPlace,
    contactInfo: task.record.email,
    signedAt: task.record.signedAt,
  });
  return { pdf, pagesSha256, fileSha256: sha256(pdf) };
}
