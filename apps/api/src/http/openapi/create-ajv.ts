import { isPlainText } from '@pod-portal/domain';
import type { Contract } from '@pod-portal/openapi/operations';
import type { SchemaValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

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
 * Gives every text a request carries the product's text rule (`isPlainText`): each string
 * schema that is not binary or a closed list gets the `plainText` keyword, `lines` where the
 * contract marks the field `x-multiline`, `line` elsewhere. A NUL, a stray control character or
 * a lone surrogate is a 400 naming the field, never a database error.
 */
function withPlainText<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withPlainText) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withPlainText(value)]),
  ) as Json;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && node.format !== 'binary' && !node.enum && !('const' in node)) {
    node.plainText = node['x-multiline'] === true ? 'lines' : 'line';
  }
  return node as T;
}

/** A request part's schema as the server checks it: references into the contract, text rule added. */
export const requestSchema = <T>(schema: T): T => withPlainText(toAjvSchema(schema));

const checkPlainText: SchemaValidateFunction = (mode: string, data: string) => {
  const ok = isPlainText(data, { multiline: mode === 'lines' });
  if (!ok) {
    checkPlainText.errors = [
      {
        keyword: 'plainText',
        message:
          mode === 'lines'
            ? 'must be text without control characters'
            : 'must be one line of text without control characters',
        params: {},
      },
    ];
  }
  return ok;
};

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
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-multiline']);
  ajv.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: checkPlainText,
  });
  const schemas = toAjvSchema(contract.schemas) as Json;
  ajv.addSchema({ $id: CONTRACT_ID, $defs: mode.request ? withPlainText(schemas) : schemas });
  return ajv;
}
