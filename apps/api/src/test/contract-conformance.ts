import type { Contract } from '@pod-portal/openapi/operations';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createAjv, toAjvSchema } from '../http/openapi/create-ajv.ts';

export interface Violation {
  requestId: string;
  operation: string;
  status: number;
  problem: string;
}

/** The documented answer for a status: exact ('200'), range ('4XX') or 'default'. */
function documented(
  responses: Map<string, unknown>,
  status: number,
): [string, unknown] | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    if (responses.has(key)) return [key, responses.get(key)];
  }
  return undefined;
}

// Statuses any operation may answer with the envelope although few list them (409 and 422:
// an Idempotency-Key still running, or used for another request; see the contract's info).
const GENERIC = new Set([409, 413, 415, 422, 500]);

/**
 * Checks every answer of a contract operation against the contract: the status must be
 * documented for the operation and the JSON body must match its schema.
 */
export function watchConformance(
  app: FastifyInstance,
  contract: Contract,
  violations: Violation[],
): void {
  const ajv = createAjv(contract, { coerce: false, request: false });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: unknown) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toAjvSchema(schema as object));
      compiled.set(key, validate);
    }
    return validate;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    const operation = contract.operations.find((op) => op.operationId === operationId);
    if (!operation) return payload;
    const report = (problem: string) =>
      violations.push({
        requestId: request.id,
        operation: operation.operationId,
        status: reply.statusCode,
        problem,
      });
    const found = documented(operation.responses, reply.statusCode);
    const schema =
      found?.[1] ??
      (GENERIC.has(reply.statusCode) ? { $ref: '#/components/schemas/ErrorEnvelope' } : undefined);
    if (!found && !GENERIC.has(reply.statusCode)) {
      report(`status ${reply.statusCode} is not documented`);
      return payload;
    }
    if (schema === undefined) return payload;
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
    } catch {
      report('the body is not JSON');
      return payload;
    }
    const validate = validator(
      `${operation.operationId} ${found?.[0] ?? reply.statusCode}`,
      schema,
    );
    if (!validate(body)) report(ajv.errorsText(validate.errors));
    return payload;
  });
}
