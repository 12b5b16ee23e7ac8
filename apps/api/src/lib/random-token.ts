import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: for emailed links and token ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256 (the token has 256 random bits, no salt needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
