import type { Operation } from '@pod-portal/openapi/operations';
import { describe, expect, it } from 'vitest';
import { sdkOperations } from './sdk-operations.ts';

/** An operation as the contract's reader gives it, answering `answers` (status -> media types). */
function operation(
  operationId: string,
  tag: string,
  answers: Record<string, string[]> = {},
): Operation {
  return {
    operationId,
    tag,
    method: 'GET',
    path: `/${operationId}`,
    parameters: [],
    body: undefined,
    bodyMediaTypes: [],
    bodyExamples: [],
    responses: new Map(),
    responseMediaTypes: new Map(Object.entries(answers)),
    authenticated: true,
    securitySchemes: ['bearerAuth'],
    eventStream: false,
  };
}

describe('sdkOperations', () => {
  it('names each operation within its tag', () => {
    const named = sdkOperations([operation('payCart', 'cart'), operation('login', 'auth')]);
    expect(named.map(({ tag, name }) => `${tag}.${name}`)).toEqual(['cart.pay', 'auth.login']);
  });

  it('reads files (CSV too) as Blobs, pages as text and event streams as streams, from the success answers', () => {
    const named = sdkOperations([
      operation('getFile', 'files', {
        '200': ['application/pdf', 'image/jpeg'],
        '404': ['application/json'],
      }),
      operation('showPage', 'pages', { '200': ['text/html'] }),
      operation('getJson', 'pages', { '200': ['application/json'], '204': [] }),
      operation('followEvents', 'pages', { '200': ['text/event-stream'] }),
      operation('deleteThing', 'pages', { '204': [] }),
      operation('exportCsv', 'pages', { '200': ['text/csv'], '400': ['application/json'] }),
    ]);
    expect(named.map((op) => op.parseAs)).toEqual([
      'blob',
      'text',
      undefined,
      'stream',
      undefined,
      'blob',
    ]);
  });

  it('refuses two operations of a tag with the same name', () => {
    expect(() => sdkOperations([operation('payCart', 'cart'), operation('pay', 'cart')])).toThrow(
      /pay/,
    );
  });
});
