import { createPrivateKey, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { CmsSigner } from './cms-signature.ts';
import { loadContractSeal } from './contract-seal.ts';
import { OIDS } from './forge-oids.ts';

const seal = loadContractSeal({ kind: 'generated', dir: mkdtempSync(join(tmpdir(), 'cms-')) });
const chain = seal.certificatePems.map((pem) => forge.pki.certificateFromPem(pem));

/** The same signature made entirely by node-forge's pkcs7 (the reference the seal follows). */
function forgeSignature(content: Buffer, signingTime: Date): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(content.toString('binary'));
  for (const certificate of chain) p7.addCertificate(certificate);
  p7.addSigner({
    key: forge.pki.privateKeyFromPem(seal.keyPem),
    certificate: chain[0] as forge.pki.Certificate,
    digestAlgorithm: OIDS.sha256,
    authenticatedAttributes: [
      { type: OIDS.contentType, value: OIDS.data },
      { type: OIDS.signingTime, value: signingTime as never },
      { type: OIDS.messageDigest },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

describe('the CMS signature of a sealed contract', () => {
  const signer = new CmsSigner(createPrivateKey(seal.keyPem), chain);

  it.each([
    ['before 2050 (UTCTime)', new Date('2026-11-26T07:30:00Z')],
    ['after 2049 (GeneralizedTime)', new Date('2051-03-01T12:00:00Z')],
  ])('is node-forge pkcs7 output byte for byte, signed %s', (_, signingTime) => {
    const content = randomBytes(40_000);
    expect(signer.sign(content, signingTime).equals(forgeSignature(content, signingTime))).toBe(
      true,
    );
  });

  it('verifies with the certificate, over exactly the content', () => {
    const content = randomBytes(5_000);
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(signer.sign(content, new Date()).toString('binary')),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] };
    };
    const attributes = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      message.rawCapture.authenticatedAttributes,
    );
    const md = forge.md.sha256.create().update(forge.asn1.toDer(attributes).getBytes());
    const publicKey = chain[0]?.publicKey as forge.pki.rsa.PublicKey;
    expect(publicKey.verify(md.digest().getBytes(), message.rawCapture.signature)).toBe(true);
    const digest = forge.md.sha256.create().update(content.toString('binary')).digest().getBytes();
    expect(forge.asn1.toDer(attributes).getBytes()).toContain(digest);
  });
});
