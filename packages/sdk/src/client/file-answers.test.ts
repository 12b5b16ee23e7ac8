import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import { BASE, NOW, tokenPair } from '../test-support/fake-api.ts';
import { createPodClient } from './create-pod-client.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n');
const server = setupServer(
  http.get(`${BASE}/user/getfile/:fileName`, () =>
    HttpResponse.arrayBuffer(pdfBytes.buffer, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  http.get(`${BASE}/user/viewcontract`, () =>
    HttpResponse.arrayBuffer(pdfBytes.buffer, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const pod = () =>
  createPodClient({ baseUrl: BASE, tokenStore: memoryTokenStore(tokenPair()), now: () => NOW });

describe('operations that answer files', () => {
  it('read the answer as a Blob, typed so', async () => {
    const result = await pod().files.get({
      params: { path: { fileName: 'b101-book-7f3c9a.pdf' } },
    });
    const blob: Blob | undefined = result.data;
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(pdfBytes);
    expect(result.outcome).toEqual({ kind: 'ok' });
  });

  it('let the caller choose another way to read the answer', async () => {
    const result = await pod().contracts.getTemplate({ parseAs: 'text' });
    expect(result.data).toBe('%PDF-1.7\n');
  });
});
