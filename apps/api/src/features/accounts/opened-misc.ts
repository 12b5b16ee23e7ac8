import { openText } from '../../lib/sealed-text.ts';

/**
 * A user's sealed `misc` JSON text opened: the object it holds, or an empty one when there is
 * none or it cannot be read (another key, altered, not a JSON object).
 */
export function openedMisc(dataKey: Uint8Array, sealed: string | null): Record<string, unknown> {
  if (sealed === null) return {};
  try {
    const parsed: unknown = JSON.parse(openText(dataKey, sealed) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
