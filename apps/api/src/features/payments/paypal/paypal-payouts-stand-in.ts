import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PaypalTransport } from './paypal-gateway.ts';
import type { PaypalStandIn, StandInWebhook } from './paypal-stand-in.ts';

/** A payout item as the stand-in keeps it (for this process's life, as its orders are). */
interface StandInPayoutItem {
  id: string;
  batchId: string;
  senderBatchId: string;
  senderItemId: string;
  receiver: string;
  amount: { currency: string; value: string };
  note: string | undefined;
  status: string;
}

const payoutRequest = z.object({
  sender_batch_header: z.object({ sender_batch_id: z.string().min(1) }),
  items: z
    .array(
      z.object({
        recipient_type: z.literal('EMAIL'),
        receiver: z.string().min(1),
        amount: z.object({ currency: z.string(), value: z.string() }),
        note: z.string().optional(),
        sender_item_id: z.string().min(1),
      }),
    )
    .min(1),
});

/** The webhook PayPal sends when an item reaches each status (Payouts webhook event names). */
const ITEM_EVENTS: ReadonlyMap<string, string> = new Map([
  ['SUCCESS', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED'],
  ['FAILED', 'PAYMENT.PAYOUTS-ITEM.FAILED'],
  ['UNCLAIMED', 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED'],
  ['RETURNED', 'PAYMENT.PAYOUTS-ITEM.RETURNED'],
  ['BLOCKED', 'PAYMENT.PAYOUTS-ITEM.BLOCKED'],
  ['DENIED', 'PAYMENT.PAYOUTS-ITEM.DENIED'],
  ['ONHOLD', 'PAYMENT.PAYOUTS-ITEM.HELD'],
  ['REFUNDED', 'PAYMENT.PAYOUTS-ITEM.REFUNDED'],
  ['REVERSED', 'PAYMENT.PAYOUTS-ITEM.REFUNDED'],
]);

const BATCH_PATH = /^\/v1\/payments\/payouts\/([^/]+)$/;
const ITEM_PATH = /^\/v1\/payments\/payouts-item\/([^/]+)$/;

const newId = () => randomBytes(7).toString('hex').toUpperCase();

/**
 * PayPal's Payouts API, played by the stand-in (the same token and webhook signing as its
 * orders): a batch is taken once per `sender_batch_id`, and each item is paid at once, except
 * to an address at a `.invalid` domain (RFC 2606: no one has it), which stays unclaimed as an
 * address without a PayPal account does. Each item's status is posted as PayPal's signed
 * webhook before the batch is answered, as a quick PayPal would. `settle` moves an item on
 * later, as PayPal does (an unclaimed item returned after 30 days, a payment reversed), and
 * `losingWebhooks` drops the webhooks of what happens meanwhile, as a PayPal that gave up does.
 */
export function createPaypalPayoutsStandIn(
  standIn: Pick<PaypalStandIn, 'authorized' | 'signedWebhook'>,
  deliver: (webhook: StandInWebhook) => Promise<void>,
) {
  const items = new Map<string, StandInPayoutItem>();
  const batches = new Map<string, string>();
  let webhooksLost = false;

  const answer = (status: number, body: unknown) => ({ status, body });

  const asItem = (item: StandInPayoutItem) => ({
    payout_item_id: item.id,
    transaction_status: item.status,
    payout_batch_id: item.batchId,
    sender_batch_id: item.senderBatchId,
    payout_item: {
      recipient_type: 'EMAIL',
      amount: item.amount,
      note: item.note,
      receiver: item.receiver,
      sender_item_id: item.senderItemId,
    },
  });

  const tell = async (item: StandInPayoutItem) => {
    const eventType = ITEM_EVENTS.get(item.status);
    if (!eventType || webhooksLost) return;
    await deliver(
      standIn.signedWebhook({
        id: `WH-${newId()}`,
        event_type: eventType,
        resource_type: 'payouts_item',
        create_time: new Date().toISOString(),
        resource: asItem(item),
      }),
    );
  };

  const createBatch = async (body: unknown) => {
    const parsed = payoutRequest.safeParse(body);
    if (!parsed.success) return answer(400, { name: 'VALIDATION_ERROR' });
    const senderBatchId = parsed.data.sender_batch_header.sender_batch_id;
    if (batches.has(senderBatchId)) {
      return answer(400, {
        name: 'USER_BUSINESS_ERROR',
        details: [{ field: 'SENDER_BATCH_ID', issue: 'Duplicate batch request' }],
      });
    }
    const batchId = newId();
    batches.set(senderBatchId, batchId);
    const made = parsed.data.items.map((item) => ({
      id: newId(),
      batchId,
      senderBatchId,
      senderItemId: item.sender_item_id,
      receiver: item.receiver,
      amount: item.amount,
      note: item.note,
      status: /\.invalid$/i.test(item.receiver.trim()) ? 'UNCLAIMED' : 'SUCCESS',
    }));
    for (const item of made) items.set(item.id, item);
    for (const item of made) await tell(item);
    return answer(201, {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: 'PENDING',
        sender_batch_header: parsed.data.sender_batch_header,
      },
    });
  };

  /** A batch's items, a page at a time (`page`, `page_size`: PayPal's defaults 1 and 1000). */
  const readBatch = (batchId: string, query: URLSearchParams) => {
    const senderBatchId = [...batches].find(([, id]) => id === batchId)?.[0];
    if (senderBatchId === undefined) return answer(404, { name: 'INVALID_RESOURCE_ID' });
    const inBatch = [...items.values()].filter((item) => item.batchId === batchId);
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('page_size') ?? 1000);
    return answer(200, {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: 'SUCCESS',
        sender_batch_header: { sender_batch_id: senderBatchId },
      },
      items: inBatch.slice((page - 1) * pageSize, page * pageSize).map(asItem),
      ...(query.get('total_required') === 'true' && {
        total_items: inBatch.length,
        total_page: Math.max(1, Math.ceil(inBatch.length / pageSize)),
      }),
    });
  };

  /** The Payouts API's calls answered here, every other one by `next` (the orders' stand-in). */
  const wrap =
    (next: PaypalTransport): PaypalTransport =>
    async (call) => {
      const [path = '', query] = call.path.split('?');
      const batchId = BATCH_PATH.exec(path)?.[1];
      const itemId = ITEM_PATH.exec(path)?.[1];
      if (path !== '/v1/payments/payouts' && !batchId && !itemId) return next(call);
      if (!standIn.authorized(call)) return answer(401, { name: 'AUTHENTICATION_FAILURE' });
      if (call.method === 'POST' && path === '/v1/payments/payouts') {
        return createBatch(call.body);
      }
      if (call.method === 'GET' && batchId) {
        return readBatch(decodeURIComponent(batchId), new URLSearchParams(query));
      }
      const item = itemId === undefined ? undefined : items.get(decodeURIComponent(itemId));
      if (call.method === 'GET' && item) return answer(200, asItem(item));
      return answer(404, { name: 'RESOURCE_NOT_FOUND' });
    };

  return {
    wrap,
    /** The items sent to `receiver`, oldest first (what a recipient sees in their account). */
    itemsTo: (receiver: string) =>
      [...items.values()]
        .filter((item) => item.receiver === receiver)
        .map((item) => ({ id: item.id, status: item.status, amount: item.amount })),
    /** PayPal moves an item on (`RETURNED`, `FAILED`, `BLOCKED`...) and posts its webhook. */
    async settle(itemId: string, status: string) {
      const item = items.get(itemId);
      if (!item) throw new Error(`the stand-in has no payout item ${itemId}`);
      item.status = status;
      await tell(item);
    },
    /** Runs `work` with every payout webhook lost: PayPal gave up, or our server was down. */
    async losingWebhooks<T>(work: () => Promise<T>): Promise<T> {
      webhooksLost = true;
      try {
        return await work();
      } finally {
        webhooksLost = false;
      }
    },
  };
}

export type PaypalPayoutsStandIn = ReturnType<typeof createPaypalPayoutsStandIn>;
