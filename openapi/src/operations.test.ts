import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract, readContract } from './operations.ts';

const dir = mkdtempSync(join(tmpdir(), 'read-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads `files` (name -> YAML text) written to a scratch folder, from `openapi.yaml`. */
function read(files: Record<string, string>) {
  const folder = mkdtempSync(join(dir, 'case-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return readContract(join(folder, 'openapi.yaml'));
}

const HEAD = `openapi: 3.1.0
info: { title: t, version: '1' }
servers:
  - url: '{scheme}://localhost:3000/{prefix}/'
    variables:
      scheme: { default: http }
      prefix: { default: api }
security:
  - bearerAuth: []
`;

describe('readContract', () => {
  it('lists every operation with its tag, method, path, parameters and answers', async () => {
    const contract = await read({
      'openapi.yaml': `${HEAD}paths:
  /user/verify/{id}:
    parameters:
      - { name: id, in: path, schema: { type: integer } }
      - { name: lang, in: query, schema: { type: string } }
    post:
      operationId: verifyAccount
      tags: [users]
      parameters:
        - $ref: '#/components/parameters/Lang'
      requestBody:
        $ref: '#/components/requestBodies/Verify'
      responses:
        '200':
          content:
            application/json: { schema: { $ref: '#/components/schemas/Ok' } }
        4XX: { $ref: '#/components/responses/Failed' }
        '204': { description: nothing }
    get:
      operationId: getVerification
      tags: [users]
      responses: {}
components:
  parameters:
    Lang: { name: lang, in: query, required: true, schema: { enum: [en, af] } }
  requestBodies:
    Verify:
      required: true
      content:
        application/json:
          schema: { type: object }
          example: { token: a }
          examples:
            second: { $ref: '#/components/examples/Second' }
  examples:
    Second: { value: { token: b } }
  responses:
    Failed:
      description: failed
      content:
        application/problem+json: { schema: { $ref: '#/components/schemas/Ok' } }
  schemas:
    Ok: { type: object }
`,
    });
    expect(contract.basePath).toBe('/api');
    expect(contract.schemas).toEqual({ Ok: { type: 'object' } });
    expect(contract.operations.map((op) => `${op.method} ${op.operationId}`)).toEqual([
      'GET getVerification',
      'POST verifyAccount',
    ]);
    const verify = contract.operations[1];
    expect(verify).toMatchObject({
      tag: 'users',
      path: '/user/verify/{id}',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'lang', in: 'query', required: true, schema: { enum: ['en', 'af'] } },
      ],
      body: { schema: { type: 'object' }, required: true },
      bodyMediaTypes: ['application/json'],
      bodyExamples: [{ token: 'a' }, { token: 'b' }],
      eventStream: false,
    });
    expect([...(verify?.responses ?? [])]).toEqual([
      ['200', { $ref: '#/components/schemas/Ok' }],
      ['204', undefined],
      ['4XX', { $ref: '#/components/schemas/Ok' }],
    ]);
    expect([...(verify?.responseMediaTypes ?? [])]).toEqual([
      ['200', ['application/json']],
      ['204', []],
      ['4XX', ['application/problem+json']],
    ]);
  });

  it("needs a token unless the security (its own, else the document's) allows none", async () => {
    const contract = await read({
      'openapi.yaml': `${HEAD}paths:
  /a:
    get: { operationId: inherited, tags: [t], responses: {} }
    post: { operationId: open, tags: [t], security: [], responses: {} }
    put: { operationId: optional, tags: [t], security: [{}, { bearerAuth: [] }], responses: {} }
    patch:
      operationId: file
      tags: [t]
      security: [{ bearerAuth: [] }, { jwtQuery: [] }]
      responses: {}
`,
    });
    expect(
      contract.operations.map(({ operationId, authenticated, securitySchemes }) => ({
        operationId,
        authenticated,
        securitySchemes,
      })),
    ).toEqual([
      { operationId: 'inherited', authenticated: true, securitySchemes: ['bearerAuth'] },
      { operationId: 'optional', authenticated: false, securitySchemes: ['bearerAuth'] },
      { operationId: 'open', authenticated: false, securitySchemes: [] },
      { operationId: 'file', authenticated: true, securitySchemes: ['bearerAuth', 'jwtQuery'] },
    ]);
  });

  it('marks an operation that answers an event stream', async () => {
    const contract = await read({
      'openapi.yaml': `${HEAD}paths:
  /events:
    get:
      operationId: followEvents
      tags: [chat]
      responses:
        '200': { content: { text/event-stream: {} } }
`,
    });
    expect(contract.operations[0]?.eventStream).toBe(true);
  });

  it('bundles schemas from other files into local components', async () => {
    const contract = await read({
      'openapi.yaml': `${HEAD}paths:
  /a:
    post:
      operationId: a
      tags: [t]
      requestBody:
        content:
          application/json: { schema: { $ref: './shapes.yaml#/Shape' } }
      responses: {}
`,
      'shapes.yaml': 'Shape: { type: object, properties: { size: { type: integer } } }\n',
    });
    expect(contract.operations[0]?.body).toEqual({
      schema: { $ref: '#/components/schemas/Shape' },
      required: false,
    });
    expect(contract.schemas.Shape).toEqual({
      type: 'object',
      properties: { size: { type: 'integer' } },
    });
  });

  it('refuses a reference to nothing', async () => {
    await expect(
      read({
        'openapi.yaml': `${HEAD}paths:
  /a:
    get:
      operationId: a
      tags: [t]
      parameters: [{ $ref: '#/components/parameters/Missing' }]
      responses: {}
`,
      }),
    ).rejects.toThrow("Can't resolve $ref (#/paths/~1a/get/parameters/0)");
  });

  it('refuses an operation without an operationId or a tag', async () => {
    await expect(
      read({ 'openapi.yaml': `${HEAD}paths:\n  /a:\n    get: { tags: [x] }\n` }),
    ).rejects.toThrow(/GET \/a/);
    await expect(
      read({ 'openapi.yaml': `${HEAD}paths:\n  /a:\n    get: { operationId: a }\n` }),
    ).rejects.toThrow(/GET \/a/);
  });
});

describe('loadContract', () => {
  it("reads the workspace's contract once", async () => {
    const contract = await loadContract();
    expect(contract.basePath).toBe('/api');
    expect(contract.operations.length).toBeGreaterThan(50);
    expect(await loadContract()).toBe(contract);
  });
});
