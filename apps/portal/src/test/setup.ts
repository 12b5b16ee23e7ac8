import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.ts';

// Whole-app renders load lazy route chunks; on a busy 2-core machine they need more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Any request a test did not expect fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks these browser APIs the app uses.
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

/** A Blob read through FileReader, for the Blob methods jsdom lacks. */
function readBlob<T>(read: (reader: FileReader) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    read(reader);
  });
}
Blob.prototype.text ??= function text(this: Blob) {
  return readBlob<string>((reader) => reader.readAsText(this));
};
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return readBlob<ArrayBuffer>((reader) => reader.readAsArrayBuffer(this));
};
Blob.prototype.stream ??= function stream(this: Blob) {
  const blob = this;
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(new Uint8Array(await blob.arrayBuffer()));
      controller.close();
    },
  });
};
