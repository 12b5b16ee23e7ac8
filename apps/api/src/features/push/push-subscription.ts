import { invalidField } from '../../http/api-error.ts';

/**
 * The push services browsers subscribe with (Chrome, Edge, Firefox, Safari): the server posts
 * only to these, so a subscription cannot make it call anywhere else (an address inside our
 * network, say).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface CheckedPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

const base64urlBytes = (text: string): number | null =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url').byteLength : null;

function allowedEndpoint(endpoint: string, loopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  return loopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * A browser's subscription (`PushSubscription.toJSON()`), checked: an endpoint of a known push
 * service, the browser's P-256 key (65 bytes) and its 16-byte auth secret.
 */
export function checkPushSubscription(
  input: PushSubscriptionInput,
  options: { loopbackEndpoints: boolean },
): CheckedPushSubscription {
  if (!allowedEndpoint(input.endpoint, options.loopbackEndpoints)) {
    throw invalidField('endpoint', 'This is not the address of a push service we can deliver to');
  }
  if (base64urlBytes(input.keys.p256dh) !== 65 || !input.keys.p256dh.startsWith('B')) {
    throw invalidField('keys.p256dh', "This is not a browser's push key (65 bytes, base64url)");
  }
  if (base64urlBytes(input.keys.auth) !== 16) {
    throw invalidField('keys.auth', "This is not a push subscription's auth secret (16 bytes)");
  }
  const expires = input.expirationTime;
  return {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expiresAt:
      typeof expires === 'number' && Number.isFinite(expires) && Math.abs(expires) < 8.64e15
        ? new Date(expires)
        : null,
  };
}
