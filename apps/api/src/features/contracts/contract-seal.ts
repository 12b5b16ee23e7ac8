import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config.ts';
import { OIDS } from './forge-oids.ts';

/** The key and certificates that seal signed contracts, as PEM text (worker threads get it). */
export interface ContractSeal {
  keyPem: string;
  /** The signing certificate first, then the rest of its chain. */
  certificatePems: string[];
  /** The certificate's common name, shown by PDF readers as the signer. */
  signerName: string;
}

const GENERATED_FILE = 'contract-seal.pem';
const SUBJECT = [
  { name: 'commonName', value: 'Print on Demand contract seal' },
  { name: 'organizationName', value: 'Print on Demand' },
  { name: 'countryName', value: 'ZA' },
];

/** A self-signed certificate for document signing, valid for ten years from `now`. */
function createSelfSignedSeal(now: Date): string {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: the first byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  certificate.setSubject(SUBJECT);
  certificate.setIssuer(SUBJECT);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return `${keyPem}${forge.pki.certificateToPem(certificate)}`;
}

function fromPem(pem: string): ContractSeal {
  const keyPem = pem.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\s*/)?.[0];
  const certificatePems =
    pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\s*/g) ?? [];
  const [first] = certificatePems;
  if (!keyPem || !first) throw new Error(`${GENERATED_FILE} holds no key and certificate`);
  return { keyPem, certificatePems, signerName: commonName(forge.pki.certificateFromPem(first)) };
}

function commonName(certificate: forge.pki.Certificate): string {
  const value = certificate.subject.getField('CN')?.value;
  return typeof value === 'string' ? value : 'Contract seal';
}

/**
 * The seal in DATA_DIR, created on first start. Written to a temporary file and linked into
 * place, so two servers starting together end up with the same one.
 */
function generatedSeal(dir: string, now: Date): ContractSeal {
  const path = join(dir, GENERATED_FILE);
  try {
    return fromPem(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true });
  const draft = `${path}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, createSelfSignedSeal(now), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return fromPem(readFileSync(path, 'utf8'));
}

/** The key and chain of an operator's PKCS#12 file; a wrong passphrase or file fails the start. */
function p12Seal(file: string, passphrase: string): ContractSeal {
  const der = forge.util.createBuffer(readFileSync(file).toString('binary'));
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, passphrase);
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(OIDS.pkcs8ShroudedKeyBag), ...bags(OIDS.keyBag)][0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  const certificates = bags(OIDS.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  if (!key) throw new Error(`CONTRACT_SEAL_P12 (${file}) holds no private key`);
  const own = certificates.find(
    (cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n.compareTo(key.n) === 0,
  );
  if (!own) throw new Error(`CONTRACT_SEAL_P12 (${file}) holds no certificate for its key`);
  return {
    keyPem: forge.pki.privateKeyInfoToPem(
      forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)),
    ),
    certificatePems: [own, ...certificates.filter((cert) => cert !== own)].map((cert) =>
      forge.pki.certificateToPem(cert),
    ),
    signerName: commonName(own),
  };
}

/** The configured seal, or the one created in DATA_DIR. */
export function loadContractSeal(settings: Config['contractSeal'], now = new Date()): ContractSeal {
  return settings.kind === 'p12'
    ? p12Seal(settings.file, settings.passphrase)
    : generatedSeal(settings.dir, now);
}
