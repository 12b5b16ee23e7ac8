import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { portalLink } from '../../lib/portal-link.ts';

/**
 * The per-transaction secret of the return and cancel links: an HMAC of the reference under
 * the server's token secret, so it is never stored and only this server can make one.
 */
function returnToken(secret: Uint8Array, reference: string): string {
  return createHmac('sha256', secret)
    .update(`payfast-return:${reference}`)
    .digest('base64url')
    .slice(0, 32);
}

export function returnTokenValid(secret: Uint8Array, reference: string, token: string): boolean {
  const expected = Buffer.from(returnToken(secret, reference));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where PayFast sends the payer back (success, cancelled) and its notification. */
export function topUpLinks(
  app: Pick<FastifyInstance, 'config' | 'contract'>,
  top: { reference: string; userId: number },
) {
  const query = {
    token: returnToken(app.config.tokenSecret, top.reference),
    id: String(top.userId),
    tref: top.reference,
  };
  return {
    returnUrl: portalLink(app.config.publicUrl, '/checkout/success', query),
    cancelUrl: portalLink(app.config.publicUrl, '/checkout/cancelled', query),
    notifyUrl: `${app.config.publicUrl}${app.contract.basePath}/payments/payfast/notify`,
  };
}

/** Where PayPal sends the payer back: our return route, which captures, or cancels. */
export function paypalLinks(app: Pick<FastifyInstance, 'config' | 'contract'>, reference: string) {
  const base = `${app.config.publicUrl}${app.contract.basePath}/payments/paypal/return`;
  const query = `?tref=${encodeURIComponent(reference)}`;
  return { returnUrl: `${base}/approved${query}`, cancelUrl: `${base}/cancelled${query}` };
}
