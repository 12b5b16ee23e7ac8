import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { ContractSeal } from './contract-seal.ts';
import { OIDS } from './forge-oids.ts';

/**
 * A detached PKCS#7 (CMS) signer with a key and chain parsed once: `@signpdf/signer-p12`
 * parses its PKCS#12 file again for every document.
 */
class SealSigner extends Signer {
  private readonly key: forge.pki.rsa.PrivateKey;
  private readonly chain: forge.pki.Certificate[];

  constructor(seal: ContractSeal) {
    super();
    this.key = forge.pki.privateKeyFromPem(seal.keyPem);
    this.chain = seal.certificatePems.map((pem) => forge.pki.certificateFromPem(pem));
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const [certificate] = this.chain;
    if (!certificate) throw new Error('the contract seal has no certificate');
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const cert of this.chain) p7.addCertificate(cert);
    // Attributes in this order: what Adobe's PPKLite (adbe.pkcs7.detached) and EU validators expect.
    p7.addSigner({
      key: this.key,
      certificate,
      digestAlgorithm: OIDS.sha256,
      authenticatedAttributes: [
        { type: OIDS.contentType, value: OIDS.data },
        // forge's typings want a string; it encodes a Date as UTCTime.
        { type: OIDS.signingTime, value: (signingTime ?? new Date()) as never },
        { type: OIDS.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

const signers = new Map<string, SealSigner>();

/** One signer per seal and thread (parsing the key costs more than a signature). */
function signerFor(seal: ContractSeal): SealSigner {
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
  const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, signerFor(seal), details.signedAt);
}
