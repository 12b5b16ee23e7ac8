import { dataUrlBytes } from '@pod-portal/domain';

/** A base64 data URL's bytes and its head's match, or the refusal its caller gave. */
export type DataUrlReading<Refusal> =
  | { ok: true; bytes: Buffer; head: RegExpExecArray }
  | { ok: false; refusal: Refusal };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a base64 data URL (`data:image/png;base64,iVBOR...`) whose head, the text before its
 * comma, matches `head` (which names the media types taken and ends in `;base64$`). A text that
 * is not one answers `malformed`; a payload over `maxBytes` decoded answers `tooLarge`, counted
 * from its text before anything is decoded. Each caller keeps its own words for both.
 */
export function readDataUrl<Refusal>(
  text: string,
  rule: { head: RegExp; maxBytes: number; malformed: Refusal; tooLarge: Refusal },
): DataUrlReading<Refusal> {
  const comma = text.indexOf(',');
  const head = comma < 0 ? null : rule.head.exec(text.slice(0, comma));
  const base64 = text.slice(comma + 1);
  if (head === null || !BASE64.test(base64)) return { ok: false, refusal: rule.malformed };
  if (dataUrlBytes(base64) > rule.maxBytes) return { ok: false, refusal: rule.tooLarge };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > rule.maxBytes) return { ok: false, refusal: rule.tooLarge };
  return { ok: true, bytes, head };
}
