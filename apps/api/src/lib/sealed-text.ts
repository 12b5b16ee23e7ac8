import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

/** Encrypts text for storage (AES-256-GCM, random 12-byte IV): `sealed:v1:<base64url>`. */
export function sealText(key: Uint8Array, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The text of a sealed value; null when it was altered or sealed with another key. */
export function openText(key: Uint8Array, sealed: string): string | null {
  if (!sealed.startsWith(PREFIX)) return null;
  const data = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
