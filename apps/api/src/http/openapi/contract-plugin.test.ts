import type { Contract } from '@pod-portal/openapi/operations';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractPlugin } from './contract-plugin.ts';

const contract: Contract = {
  basePath: '/api',
  schemas: {
    Profile: {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string' },
        banks: { type: 'array', items: { $ref: '#/components/schemas/Bank' } },
      },
    },
    Bank: { type: 'object', properties: { bank_name: { type: 'string' } } },
  },
  operations: [
    {
      operationId: 'getProfile',
      tag: 'users',
      method: 'GET',
      path: '/profile',
      parameters: [],
      body: undefined,
      bodyMediaTypes: [],
      bodyExamples: [],
      responses: new Map([
        ['200', { $ref: '#/components/schemas/Profile' }],
        [
          '4XX',
          {
            type: 'object',
            properties: { statusCode: { type: 'integer' }, description: { type: 'string' } },
          },
        ],
      ]),
      responseMediaTypes: new Map([
        ['200', ['application/json']],
        ['4XX', ['application/json']],
      ]),
      authenticated: false,
      securitySchemes: [],
      eventStream: false,
    },
  ],
};

describe('the contract plugin', () => {
  it('answers only the fields the contract names, at every depth', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    await app.register(contractPlugin, { contract, guard: async () => {} });
    app.get('/api/profile', async (request, reply) => {
      if (request.headers['x-fail']) {
        return reply.code(404).send({ statusCode: 404, description: 'Not found', stack: 'at x' });
      }
      return {
        email: 'thandi@example.co.za',
        password_hash: '$argon2id$...',
        banks: [{ bank_name: 'Capitec', account_number: '1234567890' }],
      };
    });
    const ok = await app.inject({ method: 'GET', url: '/api/profile' });
    expect(ok.json()).toEqual({ email: 'thandi@example.co.za', banks: [{ bank_name: 'Capitec' }] });
    const failed = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-fail': '1' },
    });
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toEqual({ statusCode: 404, description: 'Not found' });
    await app.close();
  });
});
