import { createHash, type KeyObject, sign } from 'node:crypto';
import forge from 'node-forge';
import { OIDS } from './forge-oids.ts';

const { asn1 } = forge;
type Node = forge.asn1.Asn1;

const universal = (type: number, value: string | Node[]): Node =>
  asn1.create(asn1.Class.UNIVERSAL, type, Array.isArray(value), value);
const tagged0 = (value: Node[]): Node => asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, value);
const oid = (id: string) => universal(asn1.Type.OID, asn1.oidToDer(id).getBytes());
const integer = (value: number) =>
  universal(asn1.Type.INTEGER, asn1.integerToDer(value).getBytes());
const algorithm = (id: string) =>
  universal(asn1.Type.SEQUENCE, [oid(id), universal(asn1.Type.NULL, '')]);
const attribute = (type: string, value: Node) =>
  universal(asn1.Type.SEQUENCE, [oid(type), universal(asn1.Type.SET, [value])]);

// RFC 5652: UTCTime up to 2049, GeneralizedTime from 2050.
const time = (date: Date) =>
  date.getUTCFullYear() < 2050
    ? universal(asn1.Type.UTCTIME, asn1.dateToUtcTime(date))
    : universal(asn1.Type.GENERALIZEDTIME, asn1.dateToGeneralizedTime(date));

/**
 * A detached CMS (PKCS#7) signature, as `adbe.pkcs7.detached` PDF seals carry: SHA-256 and
 * RSA (PKCS#1 v1.5), the signer's certificate chain, and the signed attributes content type,
 * signing time and message digest, in that order (what Adobe's PPKLite and EU validators expect).
 * The structure is node-forge's pkcs7 output, byte for byte (a test holds it to that); the
 * digest and the RSA operation are Node's, which take a fraction of forge's time in JavaScript.
 */
export class CmsSigner {
  private readonly certificates: Node[];
  private readonly signerId: Node;

  constructor(
    private readonly key: KeyObject,
    chain: forge.pki.Certificate[],
  ) {
    const [certificate] = chain;
    if (!certificate) throw new Error('the contract seal has no certificate');
    this.certificates = chain.map((each) => forge.pki.certificateToAsn1(each));
    this.signerId = universal(asn1.Type.SEQUENCE, [
      forge.pki.distinguishedNameToAsn1(certificate.issuer),
      universal(asn1.Type.INTEGER, forge.util.hexToBytes(certificate.serialNumber)),
    ]);
  }

  /** The DER of the signature over `content` (the PDF's signed byte ranges). */
  sign(content: Uint8Array, signingTime: Date): Buffer {
    const digest = createHash('sha256').update(content).digest();
    const attributes = [
      attribute(OIDS.contentType, oid(OIDS.data)),
      attribute(OIDS.signingTime, time(signingTime)),
      attribute(OIDS.messageDigest, universal(asn1.Type.OCTETSTRING, digest.toString('binary'))),
    ];
    // The attributes are signed encoded as a SET, and carried as [0] IMPLICIT (RFC 5652, 5.4).
    const signedBytes = Buffer.from(
      asn1.toDer(universal(asn1.Type.SET, attributes)).getBytes(),
      'binary',
    );
    const signature = sign('sha256', signedBytes, this.key);
    const signerInfo = universal(asn1.Type.SEQUENCE, [
      integer(1),
      this.signerId,
      algorithm(OIDS.sha256),
      tagged0(attributes),
      algorithm(OIDS.rsaEncryption),
      universal(asn1.Type.OCTETSTRING, signature.toString('binary')),
    ]);
    const signedData = universal(asn1.Type.SEQUENCE, [
      integer(1),
      universal(asn1.Type.SET, [algorithm(OIDS.sha256)]),
      universal(asn1.Type.SEQUENCE, [oid(OIDS.data)]),
      tagged0(this.certificates),
      universal(asn1.Type.SET, [signerInfo]),
    ]);
    const contentInfo = universal(asn1.Type.SEQUENCE, [
      oid(OIDS.signedData),
      tagged0([signedData]),
    ]);
    return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
  }
}
