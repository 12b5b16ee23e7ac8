import { createPrivateKey } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import { CmsSigner } from './cms-signature.ts';
import type { ContractSeal } from './contract-seal.ts';

/** signpdf's signer, its CMS made by `CmsSigner` (key and chain parsed once per seal). */
class SealSigner extends Signer {
  private readonly cms: CmsSigner;

  constructor(seal: ContractSeal) {
    super();
    this.cms = new CmsSigner(
      createPrivateKey(seal.keyPem),
      seal.certificatePems.map((pem) => forge.pki.certificateFromPem(pem)),
    );
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    return this.cms.sign(pdf, signingTime ?? new Date());
  }
}

const signers = new Map<string, SealSigner>();

/** One signer per seal and thread (parsing the key costs more than a signature). */
export function signerFor(seal: ContractSeal): SealSigner {
  let signer = signers.get(seal.keyPem);
  if (!signer) {
    signer = new SealSigner(seal);
    signers.set(seal.keyPem, signer);
  }
  return signer;
}

export interface SealDetails {
  /** Why the document is sealed, as PDF readers show it. */
  reason: string;
  location: string;
  contactInfo: string;
  signedAt: Date;
}

/**
 * Saves `document` with a PAdES-style digital signature (adbe.pkcs7.detached over the whole
 * file): any change to the saved bytes makes readers report the seal as broken.
 */
export async function sealPdf(
  document: PDFDocument,
  seal: ContractSeal,
  details: SealDetails,
): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: seal.signerName,
    location: details.location,
    signingTime: details.signedAt,
    appName: 'Print on Demand',
  });
  const withPlaceholder = Buffer.from(
    await document.save({
      useObjectStreams: false,
      updateFieldAppearances: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    }),
  );
  return new SignPdf().sign(withPlaceholder, signerFor(seal), details.signedAt);
}
