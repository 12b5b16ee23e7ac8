import { parse } from 'yaml';
import { friendlyName } from './friendly-name.ts';

export interface Operation {
  tag: string;
  name: string;
  operationId: string;
  method: string;
  path: string;
  /** `security: []`: the call needs no token, so the session leaves it alone. */
  isPublic: boolean;
  /** How to read a success answer that is not JSON (files, pages); undefined for JSON. */
  parseAs: 'blob' | 'text' | 'stream' | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface ResponseObject {
  $ref?: string;
  content?: Record<string, unknown>;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, ResponseObject>;
}

interface Document {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
}

/** Every operation of the OpenAPI document `yamlText`, named as the SDK exposes it. */
export function readOperations(yamlText: string): Operation[] {
  const document = parse(yamlText) as Document;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { operationId, tags = [] } = operation;
      const [tag] = tags;
      if (!operationId || !tag) {
        throw new Error(`${method.toUpperCase()} ${path} needs an operationId and a tag`);
      }
      operations.push({
        tag,
        name: friendlyName(operationId, tag),
        operationId,
        method,
        path,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        parseAs: successParseAs(document, operation),
      });
    }
  }
  const seen = new Set<string>();
  for (const { tag, name, operationId } of operations) {
    if (seen.has(`${tag}.${name}`)) {
      throw new Error(`${operationId}: another ${tag} operation is also named ${name}`);
    }
    seen.add(`${tag}.${name}`);
  }
  return operations;
}

// JSON is openapi-fetch's default; an event stream is handed over as the body's stream (it
// never ends), other text/* answers are read as text, anything else as a Blob.
function successParseAs(document: Document, operation: OperationObject): Operation['parseAs'] {
  const types = Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => {
      const name = response.$ref?.split('/').pop();
      const resolved = name ? document.components?.responses?.[name] : response;
      return Object.keys(resolved?.content ?? {});
    });
  if (types.length === 0 || types.some((type) => type.includes('json'))) return undefined;
  if (types.includes('text/event-stream')) return 'stream';
  return types.every((type) => type.startsWith('text/')) ? 'text' : 'blob';
}
