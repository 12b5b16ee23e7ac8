import { loadContract } from '@pod-portal/openapi/operations';
import { describe, expect, it } from 'vitest';
import { createAjv, requestSchema } from './create-ajv.ts';

const contract = await loadContract();
const ajv = createAjv(contract, { coerce: false, request: true });
const withExamples = contract.operations.filter((operation) => operation.bodyExamples.length > 0);

describe("the contract's request examples", () => {
  it('exist for most operations with a body', () => {
    expect(withExamples.length).toBeGreaterThan(20);
  });

  it.each(withExamples.map((operation) => [operation.operationId, operation] as const))(
    '%s: every example passes the checks the server makes',
    (_, operation) => {
      const validate = ajv.compile(requestSchema(operation.body?.schema ?? {}));
      for (const example of operation.bodyExamples) {
        // removeAdditional strips in place: validate a copy so the example itself is untouched.
        const valid = validate(structuredClone(example));
        expect(valid, JSON.stringify(validate.errors)).toBe(true);
      }
    },
  );
});
