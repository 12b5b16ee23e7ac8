import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as the push service received it: its headers and the browser's decrypted text. */
interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  text: string;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * A browser's side of web push (RFC 8291, aes128gcm): its P-256 key pair and auth secret, and
 * the decryption of a message encrypted to them.
 */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = hkdf(auth, secret, keyInfo, 32);
      const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then any zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * A push service on loopback standing in for FCM or Mozilla's: it keeps what it receives,
 * decrypted with the browser's keys, and answers `status` (201, as push services accept; 410
 * for a subscription that is gone).
 */
export async function startPushService() {
  const browser = browserKeys();
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (gone.has(path)) {
        response.writeHead(410).end();
        return;
      }
      received.push({
        path,
        headers: request.headers,
        text: browser.decrypt(Buffer.concat(chunks)),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A subscription (`PushSubscription.toJSON()`) whose endpoint is `path` here. */
    subscription: (path: string) => ({
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: browser.keys,
    }),
    /** From now on, `path` answers 410 Gone (the browser unsubscribed). */
    unsubscribe: (path: string) => gone.add(path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
