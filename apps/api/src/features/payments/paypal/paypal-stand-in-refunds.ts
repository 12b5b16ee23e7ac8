import { randomBytes } from 'node:crypto';
import { centsToDecimal, toCents } from '@pod-portal/domain';
import { z } from 'zod';
import type { PaypalCall } from './paypal-gateway.ts';

/** What the stand-in answers a refund it takes: PayPal's statuses for a refund. */
export type StandInRefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED';

/** Where PayPal may take a pending refund later. */
export type FinishedRefundStatus = 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** A refund as the stand-in keeps it, and answers it (`GET /v2/payments/refunds/{id}`). */
interface StandInRefund {
  id: string;
  captureId: string;
  status: StandInRefundStatus | FinishedRefundStatus;
  amount: { currency_code: string; value: string };
  invoice_id: string | undefined;
  note_to_payer: string | undefined;
}

const refundRequest = z.object({
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  invoice_id: z.string().max(127).optional(),
  note_to_payer: z.string().max(255).optional(),
});

const REFUND_PATH = /^\/v2\/payments\/captures\/([^/]+)\/refund$/;
const READ_PATH = /^\/v2\/payments\/refunds\/([^/]+)$/;

const unprocessable = (issue: string, description: string) => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue, description }] },
});

/**
 * PayPal's refunds of captured payments (Payments API v2, `POST /v2/payments/captures/{id}/
 * refund`) as the stand-in plays them: a refund in the capture's currency of at most what is
 * left of it, once per `PayPal-Request-Id` (a repeated request gets the first answer again).
 * What it answers a refund it takes is its setting (`answerRefundsWith`): `COMPLETED` unless
 * told to answer `PENDING` (still to complete) or `FAILED` (refused), as PayPal may. A refund
 * is read back as it is now (`GET /v2/payments/refunds/{id}`); a pending one is moved on later
 * by `finish`, as PayPal does.
 */
export function createStandInRefunds(
  captured: (captureId: string) => { currency_code: string; value: string } | undefined,
) {
  let outcome: StandInRefundStatus = 'COMPLETED';
  /** US cents refunded of each capture (failed refunds give nothing back). */
  const refunded = new Map<string, number>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, StandInRefund>();

  const asRefund = (refund: StandInRefund) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    invoice_id: refund.invoice_id,
    note_to_payer: refund.note_to_payer,
    ...(refund.status === 'PENDING' && { status_details: { reason: 'ECHECK' } }),
  });

  const refund = (captureId: string, body: unknown) => {
    const capture = captured(captureId);
    if (!capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const parsed = refundRequest.safeParse(body);
    const cents = parsed.success ? toCents(parsed.data.amount.value) : null;
    if (!parsed.success || cents === null || cents <= 0) {
      return { status: 400, body: { name: 'INVALID_REQUEST' } };
    }
    if (parsed.data.amount.currency_code !== capture.currency_code) {
      return unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the capture currency.');
    }
    const before = refunded.get(captureId) ?? 0;
    const total = toCents(capture.value) ?? 0;
    if (before >= total) {
      return unprocessable(
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded.',
      );
    }
    if (before + cents > total) {
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    if (outcome !== 'FAILED') refunded.set(captureId, before + cents);
    const made: StandInRefund = {
      id: randomBytes(9).toString('hex').toUpperCase(),
      captureId,
      status: outcome,
      amount: parsed.data.amount,
      invoice_id: parsed.data.invoice_id,
      note_to_payer: parsed.data.note_to_payer,
    };
    refunds.set(made.id, made);
    return {
      status: 201,
      body: {
        ...asRefund(made),
        seller_payable_breakdown: {
          total_refunded_amount: {
            currency_code: capture.currency_code,
            value: centsToDecimal(refunded.get(captureId) ?? 0),
          },
        },
      },
    };
  };

  return {
    /** Answers a refund call, or undefined for a call that is not one. */
    answer(call: PaypalCall): { status: number; body: unknown } | undefined {
      const read = READ_PATH.exec(call.path);
      if (call.method === 'GET' && read) {
        const found = refunds.get(decodeURIComponent(read[1] ?? ''));
        return found
          ? { status: 200, body: asRefund(found) }
          : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      }
      const match = REFUND_PATH.exec(call.path);
      if (call.method !== 'POST' || !match) return undefined;
      const requestId = call.headers['paypal-request-id'];
      const earlier = requestId ? answered.get(requestId) : undefined;
      if (earlier) return earlier;
      const answer = refund(decodeURIComponent(match[1] ?? ''), call.body);
      if (requestId) answered.set(requestId, answer);
      return answer;
    },
    /** The stand-in's setting: how it answers the refunds it takes from now on. */
    answerRefundsWith(status: StandInRefundStatus) {
      outcome = status;
    },
    /**
     * PayPal finishes a pending refund: completed, or failed or cancelled (then the dollars are
     * left on the capture again). Answers the refund as it is now, for its webhook.
     */
    finish(refundId: string, status: FinishedRefundStatus) {
      const pending = refunds.get(refundId);
      if (pending?.status !== 'PENDING') {
        throw new Error(`the stand-in has no pending refund ${refundId}`);
      }
      pending.status = status;
      if (status !== 'COMPLETED') {
        const cents = toCents(pending.amount.value) ?? 0;
        refunded.set(pending.captureId, (refunded.get(pending.captureId) ?? 0) - cents);
      }
      return asRefund(pending);
    },
  };
}
