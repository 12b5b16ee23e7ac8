import { constants, createPrivateKey, privateEncrypt } from 'node:crypto';
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
    this.key = nativeRsaKey(seal.keyPem);
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

// DigestInfo's DER prefix for SHA-256 (RFC 8017, 9.2): what PKCS#1 v1.5 signs before the hash.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The seal's key for forge's PKCS#7 signer, with the RSA operation done by Node's crypto:
 * forge's own takes about 20 ms in JavaScript, most of a contract's sealing time. forge calls
 * only `sign(digest, 'RSASSA-PKCS1-V1_5')` on it.
 */
function nativeRsaKey(pem: string): forge.pki.rsa.PrivateKey {
  const key = createPrivateKey(pem);
  const sign = (md: forge.md.MessageDigest) =>
    privateEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]),
    ).toString('binary');
  return Object.assign(forge.pki.privateKeyFromPem(pem), { sign });
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
  const withPlaceholder = Buffer.from(
    await document.save({
      useObjectStreams: false,
      updateFieldAppearances: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    }),
  );
  return new SignPdf().sign(withPlaceholder, signerFor(seal), details.signedAt);
}
