import forge from 'node-forge';

function oid(name: string): string {
  const value = forge.pki.oids[name];
  if (!value) throw new Error(`node-forge knows no OID named ${name}`);
  return value;
}

/** The object identifiers the seal uses, checked once (forge's table is typed as optional). */
export const OIDS = {
  certBag: oid('certBag'),
  keyBag: oid('keyBag'),
  pkcs8ShroudedKeyBag: oid('pkcs8ShroudedKeyBag'),
  sha256: oid('sha256'),
  contentType: oid('contentType'),
  data: oid('data'),
  signingTime: oid('signingTime'),
  messageDigest: oid('messageDigest'),
  signedData: oid('signedData'),
  rsaEncryption: oid('rsaEncryption'),
};
