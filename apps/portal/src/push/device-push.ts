import type { PodClient } from '@pod-portal/sdk';

/**
 * Where this device stands with notifications: `unsupported` (no push in this browser, or no
 * service worker yet, as in development), `blocked` (the author refused them in the browser),
 * `off`, or `on`.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('PushManager' in window) || !('Notification' in window)) return undefined;
  return navigator.serviceWorker?.getRegistration();
}

/** This device's state, without asking the author anything. */
export async function devicePushState(): Promise<PushState> {
  const registration = await pushRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Tells the server where to reach this device (safe to repeat: one row per endpoint). */
async function register(pod: PodClient, subscription: PushSubscription): Promise<void> {
  const { keys, endpoint, expirationTime } = subscription.toJSON();
  const { outcome } = await pod.push.subscribe({
    body: {
      endpoint: endpoint ?? '',
      expirationTime: expirationTime ?? null,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  if (outcome.kind !== 'ok') throw new Error(outcome.description ?? 'The server refused it.');
}

/**
 * Asks the browser's permission (the author pressed the switch), subscribes with the server's
 * VAPID key and registers the subscription. Throws with the reason when it cannot.
 */
export async function turnOnPush(pod: PodClient): Promise<PushState> {
  const registration = await pushRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { data } = await pod.push.getPublicKey();
  if (!data) throw new Error('The server did not give its key.');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await register(pod, subscription);
  return 'on';
}

/** Ends this device's subscription: the push service then refuses it and the server drops it. */
export async function turnOffPush(): Promise<PushState> {
  const registration = await pushRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  return registration ? 'off' : 'unsupported';
}

/**
 * At each signed-in start: a device already subscribed is registered again, so the server
 * knows it belongs to whoever signed in on it now.
 */
export async function renewPushSubscription(pod: PodClient): Promise<void> {
  if ((await devicePushState()) !== 'on') return;
  const subscription = await (await pushRegistration())?.pushManager.getSubscription();
  if (subscription) await register(pod, subscription);
}
