import { formatMoney } from '@pod-portal/domain';
import { escapeHtml } from '../../lib/escape-html.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1f;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.4rem;margin:0 0 .5rem}p.note{color:#555;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=pay],button[value=approve]{background:#1d4ed8;color:#fff}button[value=cancel]{background:#fff;color:#1d4ed8}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** What the sandbox's payment page shows of the posted form. */
export interface SandboxPayment {
  reference: string;
  amountCents: number;
  itemName: string;
  itemDescription: string | undefined;
  method: string | undefined;
}

const METHOD_NAMES: Record<string, string> = { cc: 'Card', eft: 'EFT' };

/** The stand-in for PayFast's payment page: the amount, and Pay or Cancel. */
export function sandboxPaymentPage(payment: SandboxPayment, completeUrl: string): string {
  const rows: Array<[string, string]> = [
    ['Amount', formatMoney(payment.amountCents, 'ZAR')],
    ['For', payment.itemName],
    ...(payment.itemDescription ? [['Items', payment.itemDescription] as [string, string]] : []),
    ['Method', METHOD_NAMES[payment.method ?? ''] ?? 'Card or EFT'],
    ['Reference', payment.reference],
  ];
  const list = rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p class="note">This server has no PayFast merchant configured, so this page plays PayFast's part. No money moves.</p><dl>${list}</dl><form method="post" action="${escapeHtml(completeUrl)}"><input type="hidden" name="m_payment_id" value="${escapeHtml(payment.reference)}"><div class="actions"><button type="submit" name="outcome" value="pay">Pay</button><button type="submit" name="outcome" value="cancel">Cancel</button></div></form>`,
  );
}

/** The stand-in for PayPal's approval page: the dollars asked, and Pay or Cancel. */
export function paypalStandInPage(
  order: { id: string; reference: string; usdCents: number },
  decideUrl: string,
): string {
  return page(
    'PayPal stand-in',
    `<h1>PayPal stand-in</h1><p class="note">This server has no PayPal app configured, so this page plays PayPal's part. No money moves.</p><dl><dt>Amount</dt><dd>${escapeHtml(formatMoney(order.usdCents, 'USD'))}</dd><dt>Reference</dt><dd>${escapeHtml(order.reference)}</dd></dl><form method="post" action="${escapeHtml(decideUrl)}"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><div class="actions"><button type="submit" name="outcome" value="approve">Pay</button><button type="submit" name="outcome" value="cancel">Cancel</button></div></form>`,
  );
}

/** The sandbox's refusal of a form it cannot take. */
export function sandboxErrorPage(message: string): string {
  return page('Sandbox payment', `<h1>Sandbox payment</h1><p>${escapeHtml(message)}</p>`);
}

/** Sends the browser back to the portal, as PayFast does after a payment or a cancel. */
export function sandboxReturnPage(url: string): string {
  const href = escapeHtml(url);
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p><a href="${href}">Back to the portal</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}
