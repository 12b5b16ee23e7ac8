type Md5 = (data: Uint8Array) => Promise<string>;

let loading: Promise<Md5> | undefined;

/**
 * The MD5 of `bytes` as lower-case hex, computed by hash-wasm's WebAssembly build (a 1 MB chunk
 * takes a few milliseconds, so hashing does not stall a browser tab). hash-wasm is loaded on
 * the first upload, keeping it out of the client's first load.
 */
export async function md5Hex(bytes: Uint8Array): Promise<string> {
  loading ??= import('./hash-wasm-md5.ts').then((module) => module.md5);
  const md5 = await loading;
  return md5(bytes);
}
