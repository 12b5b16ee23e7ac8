import type { Operation } from '@pod-portal/openapi/operations';
import { friendlyName } from './friendly-name.ts';

export interface SdkOperation extends Operation {
  /** The SDK method name within its tag's group (`pod.cart.pay`). */
  name: string;
  /** How to read a success answer that is not JSON (files, pages); undefined for JSON. */
  parseAs: 'blob' | 'text' | 'stream' | undefined;
}

/** The contract's operations as the SDK exposes them: named, and read by their answers' type. */
export function sdkOperations(operations: Operation[]): SdkOperation[] {
  const named = operations.map((operation) => ({
    ...operation,
    name: friendlyName(operation.operationId, operation.tag),
    parseAs: successParseAs(operation),
  }));
  const seen = new Set<string>();
  for (const { tag, name, operationId } of named) {
    if (seen.has(`${tag}.${name}`)) {
      throw new Error(`${operationId}: another ${tag} operation is also named ${name}`);
    }
    seen.add(`${tag}.${name}`);
  }
  return named;
}

// JSON is openapi-fetch's default; an event stream is handed over as the body's stream (it
// never ends), other text/* answers (pages, plain text) are read as text, anything else as a
// Blob. A CSV answer is a file to save: a Blob, byte for byte (reading it as text would drop
// its byte order mark, which Excel needs to read UTF-8).
function successParseAs(operation: Operation): SdkOperation['parseAs'] {
  const types = [...operation.responseMediaTypes]
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, mediaTypes]) => mediaTypes);
  if (types.length === 0 || types.some((type) => type.includes('json'))) return undefined;
  if (types.includes('text/event-stream')) return 'stream';
  return types.every((type) => type.startsWith('text/') && type !== 'text/csv') ? 'text' : 'blob';
}
