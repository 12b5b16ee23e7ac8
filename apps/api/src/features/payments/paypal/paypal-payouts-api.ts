import { type Cents, centsToDecimal, toCents } from '@pod-portal/domain';
import { z } from 'zod';
import type { PaypalGateway } from './paypal-gateway.ts';

/** One payout of a batch: to a PayPal address (`EMAIL`), in US cents, named by our id. */
export interface PaypalPayoutItemRequest {
  senderItemId: string;
  email: string;
  usdCents: Cents;
  note: string;
}

/** What we read of a payout item: PayPal's ids, ours, its status and the dollars it sends. */
export interface PaypalPayoutItem {
  itemId: string;
  batchId: string;
  senderBatchId: string | undefined;
  senderItemId: string | undefined;
  status: string;
  currency: string;
  cents: Cents | null;
}

const createdAnswer = z.object({ batch_header: z.object({ payout_batch_id: z.string() }) });
const itemAnswer = z.object({
  payout_item_id: z.string(),
  payout_batch_id: z.string(),
  sender_batch_id: z.string().optional(),
  transaction_status: z.string(),
  payout_item: z.object({
    sender_item_id: z.string().optional(),
    amount: z.object({ currency: z.string(), value: z.string() }),
  }),
});
// A batch's items do not repeat its sender_batch_id: the header says it once.
const batchAnswer = z.object({
  batch_header: z.object({
    sender_batch_header: z.object({ sender_batch_id: z.string().optional() }).optional(),
  }),
  items: z.array(itemAnswer).optional(),
  total_page: z.number().int().optional(),
});

// The most items PayPal gives in one page of a batch.
const BATCH_PAGE_SIZE = 1000;

const asPayoutItem = (
  item: z.infer<typeof itemAnswer>,
  senderBatchId = item.sender_batch_id,
): PaypalPayoutItem => ({
  itemId: item.payout_item_id,
  batchId: item.payout_batch_id,
  senderBatchId,
  senderItemId: item.payout_item.sender_item_id,
  status: item.transaction_status,
  currency: item.payout_item.amount.currency,
  cents: toCents(item.payout_item.amount.value),
});

class PaypalPayoutsError extends Error {}

/**
 * Sends a batch by PayPal's Payouts API (`POST /v1/payments/payouts`): PayPal pays each item
 * once per `sender_batch_id` (30 days), so a retry of a batch it took is answered as a
 * duplicate, which is no error here (`sent: false`, its items settle by their webhooks).
 */
export async function createPaypalPayout(
  paypal: PaypalGateway,
  batch: { senderBatchId: string; emailSubject: string; items: PaypalPayoutItemRequest[] },
): Promise<{ sent: true; payoutBatchId: string } | { sent: false }> {
  const answer = await paypal.request('POST', '/v1/payments/payouts', {
    sender_batch_header: {
      sender_batch_id: batch.senderBatchId,
      recipient_type: 'EMAIL',
      email_subject: batch.emailSubject,
    },
    items: batch.items.map((item) => ({
      recipient_type: 'EMAIL',
      receiver: item.email,
      amount: { currency: 'USD', value: centsToDecimal(item.usdCents) },
      note: item.note,
      sender_item_id: item.senderItemId,
    })),
  });
  if (answer.status === 201 || answer.status === 200) {
    return {
      sent: true,
      payoutBatchId: createdAnswer.parse(answer.body).batch_header.payout_batch_id,
    };
  }
  // PayPal's answer to a sender_batch_id it already took: USER_BUSINESS_ERROR, SENDER_BATCH_ID.
  if (answer.status === 400 && JSON.stringify(answer.body).includes('SENDER_BATCH_ID')) {
    return { sent: false };
  }
  throw new PaypalPayoutsError(
    `PayPal refused payout batch ${batch.senderBatchId} (${answer.status})`,
  );
}

/** A payout item as PayPal has it now (`GET /v1/payments/payouts-item/{id}`). */
export async function readPaypalPayoutItem(
  paypal: PaypalGateway,
  itemId: string,
): Promise<PaypalPayoutItem> {
  const answer = await paypal.request(
    'GET',
    `/v1/payments/payouts-item/${encodeURIComponent(itemId)}`,
  );
  if (answer.status !== 200) {
    throw new PaypalPayoutsError(`PayPal did not give payout item ${itemId} (${answer.status})`);
  }
  return asPayoutItem(itemAnswer.parse(answer.body));
}

/**
 * Every item of a batch as PayPal has it now (`GET /v1/payments/payouts/{payout_batch_id}`),
 * page by page.
 */
export async function readPaypalPayoutBatch(
  paypal: PaypalGateway,
  payoutBatchId: string,
): Promise<PaypalPayoutItem[]> {
  const items: PaypalPayoutItem[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = await paypal.request(
      'GET',
      `/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}?page=${page}&page_size=${BATCH_PAGE_SIZE}&total_required=true`,
    );
    if (answer.status !== 200) {
      throw new PaypalPayoutsError(
        `PayPal did not give payout batch ${payoutBatchId} (${answer.status})`,
      );
    }
    const batch = batchAnswer.parse(answer.body);
    const senderBatchId = batch.batch_header.sender_batch_header?.sender_batch_id;
    items.push(...(batch.items ?? []).map((item) => asPayoutItem(item, senderBatchId)));
    pages = batch.total_page ?? 1;
  }
  return items;
}
