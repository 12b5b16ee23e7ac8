/**
 * A chunk's bytes: the raw body (`application/octet-stream`), or a base64 data URL in a
 * `text/plain` body (the product's original client). Null when neither.
 */
export function chunkBytes(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body !== 'string') return null;
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(body.trim());
  return match?.[1] === undefined ? null : Buffer.from(match[1], 'base64');
}
