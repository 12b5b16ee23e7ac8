import { type NodeProcess, nodeProcess } from './node-process.ts';

type Md5 = (data: Uint8Array) => Promise<string> | string;

/** The part of Node's `node:crypto` the MD5 needs. */
interface NodeCrypto {
  createHash(algorithm: 'md5'): {
    update(data: Uint8Array): { digest(encoding: 'hex'): string };
  };
}

/**
 * The MD5 to use where the SDK runs: in Node (which hands out its built-in modules at run time,
 * unseen by bundlers), Node's own, about a quarter cheaper than WebAssembly on a 1 MB chunk
 * (`bench/md5`); elsewhere hash-wasm's WebAssembly build (a 1 MB chunk takes a few
 * milliseconds, so hashing does not stall a browser tab), loaded on the first upload to keep it
 * out of the first load.
 */
export async function chooseMd5(node: NodeProcess | undefined = nodeProcess()): Promise<Md5> {
  const crypto = node?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (crypto) return (bytes) => crypto.createHash('md5').update(bytes).digest('hex');
  return (await import('./hash-wasm-md5.ts')).md5;
}

let chosen: Promise<Md5> | undefined;

/** The MD5 of `bytes` as lower-case hex (see {@link chooseMd5}). */
export async function md5Hex(bytes: Uint8Array): Promise<string> {
  chosen ??= chooseMd5();
  const md5 = await chosen;
  return md5(bytes);
}
