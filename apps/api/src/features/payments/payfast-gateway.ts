import { timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { centsToDecimal, toCents } from '@pod-portal/domain';
import type { PayfastSettings } from '../../config.ts';
import {
  type CardRefundOutcome,
  type CardRefundRequest,
  cardRefundCall,
  cardRefundOutcome,
  type PayfastApiTransport,
  payfastApi,
} from './payfast-refund.ts';
import { orderedFormFields, payfastSignature, phpUrlencode } from './payfast-signature.ts';

export type { PayfastSettings };

type PaymentMode = PayfastSettings['mode'];

/** A payment to take: the transaction's reference and amount, and where PayFast sends the payer. */
export interface PaymentRequest {
  reference: string;
  amountCents: number;
  itemName: string;
  itemDescription?: string;
  userId: number;
  payer: { nameFirst: string; nameLast: string; email: string };
  /** `cc` (card) or `eft`; absent lets the payer choose. */
  method?: 'cc' | 'eft';
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** The signed form the browser posts to `action`. */
interface PaymentForm {
  action: string;
  fields: Record<string, string>;
}

/** A notification that passed every check. */
interface VerifiedNotification {
  reference: string;
  pfPaymentId: string;
  status: string;
  amountCents: number;
  feeCents: number;
}

type NotificationCheck =
  | { ok: true; notification: VerifiedNotification }
  | { ok: false; reason: string };

export interface NotificationContext {
  /** The posted fields in the order they were received. */
  pairs: ReadonlyArray<readonly [string, string]>;
  /** The address the notification came from. */
  sourceIp: string;
  /** The amount of the transaction `m_payment_id` names; undefined when there is none. */
  expectedAmountCents(reference: string): Promise<number | undefined>;
}

export interface PaymentGateway {
  mode: PaymentMode;
  /** The signed PayFast form for a payment. */
  checkoutForm(payment: PaymentRequest): PaymentForm;
  /**
   * Whether a posted checkout form carries the signature this gateway would give it. Like
   * PayFast, it takes the fields in PayFast's order, whatever order they were posted in.
   */
  formSignatureValid(form: Readonly<Record<string, string>>): boolean;
  /** Checks a notification (ITN) in PayFast's order: signature, source, merchant, amount, confirmation. */
  verifyNotification(context: NotificationContext): Promise<NotificationCheck>;
  /** Asks PayFast (or, in `local` mode, the stand-in) to pay part of a payment back to the card. */
  refundToCard(refund: CardRefundRequest): Promise<CardRefundOutcome>;
}

const PROCESS_URL: Record<Exclude<PaymentMode, 'local'>, string> = {
  live: 'https://www.payfast.co.za/eng/process',
  sandbox: 'https://sandbox.payfast.co.za/eng/process',
};
const VALIDATE_URL: Record<Exclude<PaymentMode, 'local'>, string> = {
  live: 'https://www.payfast.co.za/eng/query/validate',
  sandbox: 'https://sandbox.payfast.co.za/eng/query/validate',
};
/** The hosts PayFast notifies from. */
const PAYFAST_HOSTS = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const HOSTS_KEPT_MS = 10 * 60_000;

/** Cents from PayFast's rand amounts ("1912.50", "-43.99"); undefined when it is not one. */
function centsFromRand(text: string | undefined): number | undefined {
  if (text === undefined || !/^-?\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return toCents(text) ?? undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The fields up to `signature` (the notification's signature covers those), and the signature. */
function signedPart(pairs: ReadonlyArray<readonly [string, string]>) {
  const end = pairs.findIndex(([key]) => key === 'signature');
  return {
    signed: end === -1 ? pairs : pairs.slice(0, end),
    signature: end === -1 ? '' : (pairs[end]?.[1] ?? ''),
  };
}

export interface GatewayOptions {
  settings: PayfastSettings;
  /** The local stand-in's page (`/api/payments/sandbox/process` on this server). */
  localProcessUrl: string;
  /** PayFast's server confirmation (the validate URL answering VALID); injectable for tests. */
  confirm?: (validateUrl: string, body: string) => Promise<boolean>;
  /** The addresses PayFast's hosts resolve to; injectable for tests. */
  resolveHosts?: () => Promise<string[]>;
  /** How calls to PayFast's API go out (the local stand-in's route in `local` mode). */
  api?: PayfastApiTransport;
}

export async function confirmWithPayfast(validateUrl: string, body: string): Promise<boolean> {
  const answer = await fetch(validateUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return answer.ok && (await answer.text()).trim() === 'VALID';
}

async function payfastAddresses(): Promise<string[]> {
  const found = await Promise.all(
    PAYFAST_HOSTS.map((host) => lookup(host, { all: true }).catch(() => [])),
  );
  return found.flat().map((entry) => entry.address);
}

/**
 * PayFast's protocol for one merchant: the signed checkout form, and the checks a notification
 * must pass before it may credit anything. In `local` mode the built-in stand-in plays PayFast
 * (its page is this server's, its notifications come from this machine and are signed with the
 * same passphrase, which only this server knows, so no outside confirmation is needed).
 */
export function createPaymentGateway(options: GatewayOptions): PaymentGateway {
  const { settings } = options;
  const confirm = options.confirm ?? confirmWithPayfast;
  const resolveHosts = options.resolveHosts ?? payfastAddresses;
  const api = options.api ?? payfastApi;
  let hosts: { addresses: Set<string>; until: number } | undefined;

  const fromPayfast = async (ip: string) => {
    if (settings.mode === 'local') return LOOPBACK.has(ip);
    if (!hosts || hosts.until < Date.now()) {
      hosts = { addresses: new Set(await resolveHosts()), until: Date.now() + HOSTS_KEPT_MS };
    }
    return hosts.addresses.has(ip.replace(/^::ffff:/, ''));
  };

  const signatureValid = (pairs: ReadonlyArray<readonly [string, string]>) => {
    const { signed, signature } = signedPart(pairs);
    return sameText(payfastSignature(signed, settings.passphrase), signature);
  };

  const gateway: PaymentGateway = {
    mode: settings.mode,
    checkoutForm(payment) {
      const fields = orderedFormFields({
        merchant_id: settings.merchantId,
        merchant_key: settings.merchantKey,
        return_url: payment.returnUrl,
        cancel_url: payment.cancelUrl,
        notify_url: payment.notifyUrl,
        name_first: payment.payer.nameFirst,
        name_last: payment.payer.nameLast,
        email_address: payment.payer.email,
        m_payment_id: payment.reference,
        amount: centsToDecimal(payment.amountCents),
        item_name: payment.itemName,
        item_description: payment.itemDescription,
        custom_int1: String(payment.userId),
        payment_method: payment.method,
      });
      return {
        action: settings.mode === 'local' ? options.localProcessUrl : PROCESS_URL[settings.mode],
        fields: {
          ...Object.fromEntries(fields),
          signature: payfastSignature(fields, settings.passphrase),
        },
      };
    },
    formSignatureValid: (form) =>
      sameText(
        payfastSignature(orderedFormFields(form), settings.passphrase),
        form.signature ?? '',
      ),
    async verifyNotification({ pairs, sourceIp, expectedAmountCents }) {
      if (!signatureValid(pairs)) return { ok: false, reason: 'the signature does not match' };
      if (!(await fromPayfast(sourceIp))) {
        return { ok: false, reason: `it came from ${sourceIp}, not from PayFast` };
      }
      const field = (name: string) => pairs.find(([key]) => key === name)?.[1];
      if (field('merchant_id') !== settings.merchantId) {
        return { ok: false, reason: 'it names another merchant' };
      }
      const reference = field('m_payment_id') ?? '';
      const expected = await expectedAmountCents(reference);
      if (expected === undefined) return { ok: false, reason: `no transaction ${reference}` };
      const gross = centsFromRand(field('amount_gross'));
      if (gross === undefined || Math.abs(gross - expected) > 1) {
        return {
          ok: false,
          reason: `the amount ${field('amount_gross')} is not the transaction's`,
        };
      }
      if (settings.mode !== 'local') {
        const body = signedPart(pairs)
          .signed.map(([key, value]) => `${key}=${phpUrlencode(value)}`)
          .join('&');
        if (!(await confirm(VALIDATE_URL[settings.mode], body))) {
          return { ok: false, reason: 'PayFast did not confirm it' };
        }
      }
      return {
        ok: true,
        notification: {
          reference,
          pfPaymentId: field('pf_payment_id') ?? '',
          status: field('payment_status') ?? '',
          amountCents: gross,
          feeCents: centsFromRand(field('amount_fee')) ?? 0,
        },
      };
    },
    async refundToCard(refund) {
      const call = cardRefundCall(
        {
          merchantId: settings.merchantId,
          passphrase: settings.passphrase,
          testing: settings.mode === 'sandbox',
        },
        refund,
        new Date().toISOString(),
      );
      try {
        return cardRefundOutcome(await api(call));
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
  return gateway;
}
