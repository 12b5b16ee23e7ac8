import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { type PushNotice, pushMessage } from './push-notice.ts';

/** A notification for every installed app of one author. */
const pushPayload = z.object({
  userId: z.number().int(),
  notice: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('book-status'), bookId: z.number().int() }),
    z.object({ kind: z.literal('payment'), reference: z.string() }),
    z.object({ kind: z.literal('payout'), payoutId: z.number().int() }),
    z.object({ kind: z.literal('share-declined'), payeeId: z.number().int() }),
    z.object({ kind: z.literal('chat') }),
  ]) satisfies z.ZodType<PushNotice>,
});

type PushJob = z.infer<typeof pushPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A web push notification to an author's installed apps. */
    push: PushJob;
  }
}

// How long a push service keeps a message for a device that is offline: a day.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** The push service's answers that mean the subscription is gone (unsubscribed or expired). */
const GONE = new Set([404, 410]);

/**
 * Sends the notice to each of the author's subscriptions, encrypted to its browser's keys and
 * signed with our VAPID key. A subscription the push service says is gone is removed; any other
 * refusal is logged, not retried (the other devices have it already, and a late notification
 * about a book's status is worse than none).
 */
async function sendPush(
  app: Pick<FastifyInstance, 'config' | 'db' | 'log'>,
  job: PushJob,
): Promise<void> {
  const subscriptions = await app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, job.userId));
  if (subscriptions.length === 0) return;
  const message = await pushMessage(app.db, job.notice);
  if (!message) return;
  const { publicKey, privateKey, subject } = app.config.push;
  const payload = JSON.stringify(message);
  for (const subscription of subscriptions) {
    // web-push encrypts and signs; the request is ours, so a loopback test service works too.
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      { vapidDetails: { subject, publicKey, privateKey }, TTL: TIME_TO_LIVE_SECONDS },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (GONE.has(response.status)) {
        await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        app.log.info({ userId: job.userId }, 'push subscription gone: removed');
      } else if (!response.ok) {
        app.log.warn(
          { userId: job.userId, status: response.status },
          'push notification refused by the push service',
        );
      }
    } catch (error) {
      app.log.warn({ err: error, userId: job.userId }, 'push notification not delivered');
    }
  }
}

// Each subscription's failure is handled in the job (sendPush): a retry would repeat the rest.
export const pushJob = defineJob({
  name: 'push',
  payload: pushPayload,
  retryLimit: 0,
  expireInSeconds: 120,
  run: sendPush,
});
