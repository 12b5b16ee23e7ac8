import { describe, expect, it } from 'vitest';
import { readOperations } from './read-operations.ts';

const contract = (paths: string) => `openapi: 3.1.0\npaths:\n${paths}`;

describe('readOperations', () => {
  it('lists every operation with its tag, friendly name, method, path and openness', () => {
    const yaml = contract(`
  /user/paycart:
    parameters: []
    post: { operationId: payCart, tags: [cart] }
  /authO/login:
    post: { operationId: login, tags: [auth], security: [] }
    get: { operationId: loginPage, tags: [auth] }
`);
    expect(readOperations(yaml)).toEqual([
      {
        tag: 'cart',
        name: 'pay',
        operationId: 'payCart',
        method: 'post',
        path: '/user/paycart',
        isPublic: false,
      },
      {
        tag: 'auth',
        name: 'loginPage',
        operationId: 'loginPage',
        method: 'get',
        path: '/authO/login',
        isPublic: false,
      },
      {
        tag: 'auth',
        name: 'login',
        operationId: 'login',
        method: 'post',
        path: '/authO/login',
        isPublic: true,
      },
    ]);
  });

  it('reads files as Blobs, pages as text and event streams as streams, from the success answers or their $ref', () => {
    const yaml = `openapi: 3.1.0
paths:
  /file:
    get:
      operationId: getFile
      tags: [files]
      responses:
        '200': { content: { application/pdf: {}, image/jpeg: {} } }
        '404': { content: { application/json: {} } }
  /page:
    post:
      operationId: showPage
      tags: [pages]
      responses:
        '200': { $ref: '#/components/responses/Page' }
  /json:
    get:
      operationId: getJson
      tags: [pages]
      responses:
        '200': { content: { application/json: {} } }
        '204': { description: empty }
  /events:
    get:
      operationId: followEvents
      tags: [pages]
      responses:
        '200': { content: { text/event-stream: {} } }
components:
  responses:
    Page: { content: { text/html: {} } }
`;
    expect(readOperations(yaml).map((operation) => operation.parseAs)).toEqual([
      'blob',
      'text',
      undefined,
      'stream',
    ]);
  });

  it('refuses an operation without an operationId or a tag', () => {
    expect(() => readOperations(contract('  /a:\n    get: { tags: [x] }\n'))).toThrow(/GET \/a/);
    expect(() => readOperations(contract('  /a:\n    get: { operationId: a }\n'))).toThrow(
      /GET \/a/,
    );
  });

  it('refuses two operations of a tag with the same name', () => {
    const yaml = contract(`
  /a:
    get: { operationId: payCart, tags: [cart] }
  /b:
    get: { operationId: pay, tags: [cart] }
`);
    expect(() => readOperations(yaml)).toThrow(/pay/);
  });
});
