// MD5 of upload chunks: hash-wasm (WebAssembly, what @pod-portal/sdk uses in browsers) against
// spark-md5 (pure JavaScript, the usual browser alternative), and node:crypto (native, what the
// SDK uses in Node, where it exists) against hash-wasm, on the same 1,024,000-byte chunks in the
// same run.
import { createHash } from 'node:crypto';
import { createMD5, md5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';

const CHUNK = 1_024_000;
const CHUNKS = 16;
const ROUNDS = 7;

// Deterministic pseudo-random bytes (xorshift32), so every run hashes the same data.
let seed = 0x9e3779b9;
const chunks = Array.from({ length: CHUNKS }, () => {
  const bytes = new Uint8Array(CHUNK);
  for (let i = 0; i < CHUNK; i += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    bytes[i] = seed & 0xff;
  }
  return bytes;
});

type Hasher = (chunk: Uint8Array) => Promise<string> | string;

const reusedWasm = await createMD5();
const hashers: Record<string, Hasher> = {
  'hash-wasm md5()': (chunk) => md5(chunk),
  'hash-wasm createMD5 (reused)': (chunk) => reusedWasm.init().update(chunk).digest('hex'),
  'spark-md5 ArrayBuffer': (chunk) =>
    SparkMD5.ArrayBuffer.hash(
      chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer,
    ),
  'node:crypto': (chunk) => createHash('md5').update(chunk).digest('hex'),
};

// Every hasher must agree before any number means anything.
for (const chunk of chunks.slice(0, 2)) {
  const digests = await Promise.all(Object.values(hashers).map((hash) => hash(chunk)));
  if (new Set(digests).size !== 1) throw new Error(`digests differ: ${digests.join(' ')}`);
}

async function throughput(hash: Hasher): Promise<number> {
  const start = performance.now();
  for (const chunk of chunks) await hash(chunk);
  const seconds = (performance.now() - start) / 1000;
  return (CHUNK * CHUNKS) / 1e6 / seconds;
}

// Warm up, then interleave the hashers round by round so drift hits them alike; report medians.
for (const hash of Object.values(hashers)) await throughput(hash);
const samples: Record<string, number[]> = Object.fromEntries(
  Object.keys(hashers).map((name) => [name, []]),
);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, hash] of Object.entries(hashers)) samples[name]?.push(await throughput(hash));
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results = Object.fromEntries(
  Object.entries(samples).map(([name, values]) => [name, median(values)]),
);

console.log(
  `MD5 of ${CHUNKS} chunks of ${CHUNK} bytes, median of ${ROUNDS} rounds (Node ${process.version})`,
);
for (const [name, mbps] of Object.entries(results)) {
  console.log(`  ${name.padEnd(30)} ${mbps.toFixed(1).padStart(8)} MB/s`);
}
const wasm = results['hash-wasm md5()'] ?? 0;
const spark = results['spark-md5 ArrayBuffer'] ?? 1;
const native = results['node:crypto'] ?? 0;
console.log(`  ratio hash-wasm / spark-md5: ${(wasm / spark).toFixed(2)}x`);
console.log(`  ratio node:crypto / hash-wasm (in Node): ${(native / wasm).toFixed(2)}x`);
console.log(
  `  one 1,024,000-byte chunk: hash-wasm ${((CHUNK / 1e6 / wasm) * 1000).toFixed(2)} ms, spark-md5 ${((CHUNK / 1e6 / spark) * 1000).toFixed(2)} ms`,
);
if (wasm <= spark) {
  console.error('hash-wasm is not faster than spark-md5 here: the SDK choice needs another look');
  process.exitCode = 1;
}
