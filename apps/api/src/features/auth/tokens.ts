import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'pod-portal';
const ALGORITHM = 'HS256';

/** The user fields the portal decodes from the access token into its current user. */
export interface TokenUser {
  id: number;
  email: string;
  name_first: string;
  name_last: string;
  user_status: number;
  /** `staff` sends the portal to its /staff area; the server checks the role itself. */
  role: 'author' | 'staff';
}

export type TokenUse = 'access' | 'refresh';

const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as an HMAC key, imported once per secret: given the raw bytes, jose imported them
 * again for every token it checked, about half the cost of checking one.
 */
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface VerifiedToken {
  userId: number;
  sessionId: string;
  /** The refresh token's own id (jti), unique per token. */
  tokenId: string;
}

/**
 * Signs an access or refresh token: HS256, `exp`, the session (`sid`) it belongs to and its
 * use, so neither kind is accepted in the other's place.
 */
export async function signToken(
  secret: Uint8Array,
  use: TokenUse,
  claims: { user: TokenUser; sessionId: string; tokenId: string; seconds: number },
): Promise<string> {
  const payload =
    use === 'access'
      ? { ...claims.user, sid: claims.sessionId, typ: use }
      : { sid: claims.sessionId, typ: use };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.user.id))
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setJti(claims.tokenId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + claims.seconds)
    .sign(await hmacKey(secret));
}

/** A token already verified: what it says, and the second its `exp` claim ends it. */
interface Verified {
  token: VerifiedToken;
  exp: number;
}

/**
 * Tokens already verified, per secret, by use and token: a chunked upload sends the same access
 * token with each of its chunks, and verifying it again took about a tenth of the server's time
 * per chunk. A token is kept until its `exp`, which ends it here as it does in jose (from that
 * second on); a refused token is never kept.
 */
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, Verified>>();

function verifiedTokensOf(secret: Uint8Array): LRUCache<string, Verified> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: 10_000 });
    verifiedTokens.set(secret, verified);
  }
  return verified;
}

/**
 * The token's subject and session when its signature, algorithm, issuer, expiry and use are
 * right; otherwise null (altered, `alg: none`, expired, or the wrong kind of token).
 */
export async function verifyToken(
  secret: Uint8Array,
  use: TokenUse,
  token: string,
): Promise<VerifiedToken | null> {
  const verified = verifiedTokensOf(secret);
  const key = `${use} ${token}`;
  const known = verified.get(key);
  if (known) {
    if (known.exp > Math.floor(Date.now() / 1000)) return known.token;
    verified.delete(key);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ISSUER,
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    const userId = Number(payload.sub);
    if (payload.typ !== use || typeof payload.sid !== 'string' || !Number.isInteger(userId))
      return null;
    const found = { userId, sessionId: payload.sid, tokenId: payload.jti as string };
    verified.set(key, { token: found, exp: payload.exp as number });
    return found;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
