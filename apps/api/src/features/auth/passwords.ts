import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB memory, 2 passes, 1 lane. Algorithm is a const enum,
// which verbatimModuleSyntax cannot read: 2 is its Argon2id member.
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the email is unknown, so both cases take the same time.
const unknownUserHash = hash('no account has this password', options);

/** Checks a password against a stored hash (or against a dummy one when there is no user). */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verify(storedHash ?? (await unknownUserHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}
