import { loadContract } from '@pod-portal/openapi/operations';
import { describe, expect, it } from 'vitest';
import { bodyFields, typesOf } from './body-fields.ts';

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
/** Formats whose own pattern bounds the text's length. */
const BOUNDED_FORMATS = new Set(['date', 'date-time']);

type Json = Record<string, unknown>;

/** What is missing from a field's bounds, or null when the schema bounds it. */
function missingBound(schema: Json): string | null {
  if (Array.isArray(schema.enum) || 'const' in schema) return null;
  const types = typesOf(schema);
  const within = (value: unknown) =>
    typeof value === 'number' && value >= INT4_MIN && value <= INT4_MAX;
  if (types.includes('integer') && !(within(schema.minimum) && within(schema.maximum))) {
    return 'an integer without minimum and maximum within the database range (int4)';
  }
  if (
    types.includes('number') &&
    (schema.maximum === undefined ||
      (schema.minimum === undefined && schema.exclusiveMinimum === undefined))
  ) {
    return 'a number without minimum and maximum';
  }
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    !BOUNDED_FORMATS.has(String(schema.format))
  ) {
    return 'a string without maxLength';
  }
  return null;
}

const contract = await loadContract();

describe('the bounds of request bodies in the contract', () => {
  const fields = contract.operations.flatMap((operation) =>
    operation.body
      ? bodyFields(operation.body.schema, contract.schemas).map((field) => ({
          name: `${operation.operationId} ${field.path.join('.')}`,
          schema: field.schema,
        }))
      : [],
  );

  it('walks every field of every body', () => {
    expect(fields.length).toBeGreaterThan(200);
  });

  it('bounds every integer, number and string a request body holds', () => {
    const unbounded = fields.flatMap(({ name, schema }) => {
      const missing = missingBound(schema);
      return missing ? [`${name}: ${missing}`] : [];
    });
    expect(unbounded).toEqual([]);
  });
});
