import type { SecondStep } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twoFactor, type users } from '../../../db/schema/index.ts';
import { openText } from '../../../lib/sealed-text.ts';

export interface TwoFactorSettings {
  emailCode: boolean;
  /** The authenticator app's secret (opened), when one is set up. */
  totpSecret: string | null;
  /** A secret offered for set-up from the Profile, not confirmed yet (opened). */
  pendingTotpSecret: string | null;
}

/** The account's two-factor settings (all off when it never had any). */
export async function readTwoFactor(
  db: Db,
  dataKey: Uint8Array,
  userId: number,
): Promise<TwoFactorSettings> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  const open = (sealed: string | null | undefined) => (sealed ? openText(dataKey, sealed) : null);
  return {
    emailCode: row?.emailCode ?? false,
    totpSecret: open(row?.totpSecret),
    pendingTotpSecret: open(row?.pendingTotpSecret),
  };
}

/**
 * What a login with the right password still needs. Staff always use the authenticator app
 * (set up first when they have none); an author's remembered browser skips the step; otherwise
 * the app when set up, else the emailed code when the switch is on, else nothing.
 */
export function secondStepFor(
  user: Pick<typeof users.$inferSelect, 'role'>,
  settings: TwoFactorSettings,
  rememberedBrowser: boolean,
): SecondStep | null {
  if (user.role === 'staff') return settings.totpSecret ? 'totp' : 'totp_setup';
  if (rememberedBrowser) return null;
  if (settings.totpSecret) return 'totp';
  return settings.emailCode ? 'code' : null;
}
