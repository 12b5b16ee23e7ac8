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
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
}

/** Every operation of the OpenAPI document `yamlText`, named as the SDK exposes it. */
export function readOperations(yamlText: string): Operation[] {
  const document = parse(yamlText) as { paths?: Record<string, Record<string, OperationObject>> };
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
