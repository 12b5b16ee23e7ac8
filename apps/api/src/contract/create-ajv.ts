import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract } from './load-contract.ts';

type Json = Record<string, unknown>;

const CONTRACT_ID = 'contract';

/** Points `#/components/schemas/X` references at the contract schema registered in Ajv. */
export function toAjvSchema<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema, (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${CONTRACT_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : value,
    ),
  ) as T;
}

/**
 * An Ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12, plus OpenAPI's annotation keywords).
 * Requests: `coerce` turns path and query strings into the documented types; bodies are
 * checked without coercion, so a number sent as a string is refused. Properties a schema
 * closes with `additionalProperties: false` are dropped, not refused.
 */
export function createAjv(
  contract: Contract,
  mode: { coerce: boolean; request: boolean },
): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    coerceTypes: mode.coerce ? 'array' : false,
    useDefaults: mode.request,
    removeAdditional: mode.request,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats.default(ajv);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addSchema({ $id: CONTRACT_ID, $defs: toAjvSchema(contract.schemas) as Json });
  return ajv;
}
