import type { Contract, ContractParameter, Operation } from '@pod-portal/openapi/operations';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createAjv, requestSchema, toAjvSchema } from './create-ajv.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract operations that have a route, filled as routes are registered. */
    routedOperations: Operation[];
  }
  interface FastifyContextConfig {
    operationId?: string;
    /** The security schemes the operation accepts besides the Authorization header. */
    securitySchemes?: string[];
    /**
     * The operation declares the `Idempotency-Key` header and keeps its own answers per key
     * (paying once); the generic idempotency plugin leaves it alone.
     */
    ownIdempotency?: boolean;
  }
}

function objectSchema(parameters: ContractParameter[]) {
  return requestSchema({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  });
}

/** The operation's documented JSON answers, by status ('200', '4xx', 'default'). */
function responseSchemas(operation: Operation): Record<string, unknown> {
  return Object.fromEntries(
    [...operation.responses]
      .filter(([, schema]) => schema !== undefined)
      .map(([status, schema]) => [status.toLowerCase(), toAjvSchema(schema)]),
  );
}

/** `/api/user/verifyaccount/:id/:token` -> `/user/verifyaccount/{id}/{token}`. */
function contractPath(url: string, basePath: string): string {
  return url.slice(basePath.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Binds every route under the contract's base path to its operation: the route gets the
 * operation's params, query and body schemas (checked with Ajv as JSON Schema 2020-12), its
 * response schemas (answers serialised by them) and, when the operation needs a token, the auth
 * guard. A route the contract does not describe
 * stops the server from starting.
 */
export const contractPlugin = fp<{ contract: Contract; guard: onRequestHookHandler }>(
  async (app, { contract, guard }) => {
    const validators = {
      body: createAjv(contract, { coerce: false, request: true }),
      other: createAjv(contract, { coerce: true, request: true }),
    };
    app.setValidatorCompiler(({ schema, httpPart }) =>
      (httpPart === 'body' ? validators.body : validators.other).compile(schema),
    );
    app.decorate('routedOperations', []);
    // Answers are written by their documented schema (fast-json-stringify): a field the
    // contract does not name is never sent, whatever a handler returns.
    app.addSchema({ $id: 'contract', $defs: toAjvSchema(contract.schemas) });

    app.addHook('onRoute', (route) => {
      const { basePath } = contract;
      if (route.url !== basePath && !route.url.startsWith(`${basePath}/`)) return;
      // The reference page (plugins/api-docs.ts) documents the contract; it is not part of it.
      if (route.config?.apiReference) return;
      const path = contractPath(route.url, basePath);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const operation = contract.operations.find(
          (op) => op.method === method && op.path === path,
        );
        if (!operation) throw new Error(`${method} ${route.url} is not in the contract`);
        const byPlace = (place: ContractParameter['in']) =>
          operation.parameters.filter((p) => p.in === place);
        route.schema = {
          ...(byPlace('path').length > 0 && { params: objectSchema(byPlace('path')) }),
          ...(byPlace('query').length > 0 && { querystring: objectSchema(byPlace('query')) }),
          response: responseSchemas(operation),
          ...(operation.body && {
            body: operation.body.required
              ? requestSchema(operation.body.schema)
              : { anyOf: [{ type: 'null' }, requestSchema(operation.body.schema)] },
          }),
        };
        route.config = {
          ...route.config,
          operationId: operation.operationId,
          securitySchemes: operation.securitySchemes,
          ownIdempotency: operation.parameters.some(
            (parameter) =>
              parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
          ),
        };
        if (operation.authenticated) {
          const existing = route.onRequest ?? [];
          route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
        }
        app.routedOperations.push(operation);
      }
    });
  },
  { name: 'contract' },
);
