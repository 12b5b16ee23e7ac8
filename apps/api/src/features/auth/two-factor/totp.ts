import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../../db/client.ts';
import { twoFactor } from '../../../db/schema/index.ts';

const ISSUER = 'Print on Demand';

/** RFC 6238 with the settings every authenticator app takes: SHA-1, 6 digits, 30 seconds. */
function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32), as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What set-up shows: the secret as text, its otpauth:// address and that address as a QR code. */
export async function totpSetup(
  secret: string,
  email: string,
): Promise<{ secret: string; otpauth_url: string; qr_code: string }> {
  const url = totpOf(secret, email).toString();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_url: url,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step a code matches now, a step either side allowed (clock drift); null if none. */
export function matchingStep(secret: string, code: string): number | null {
  const totp = totpOf(secret);
  const timestamp = Date.now();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/**
 * Checks a code from the user's app and takes its time step, so the same code (or an older
 * one) is never accepted again: two requests with one code cannot both pass.
 */
export async function takeTotpCode(
  db: Db,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingStep(secret, code);
  if (step === null) return false;
  const taken = await db
    .update(twoFactor)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.totpLastStep), lt(twoFactor.totpLastStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return taken.length === 1;
}
