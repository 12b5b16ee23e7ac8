// Its own module so that the lazy import in md5-hex.ts pulls in hash-wasm's MD5 alone, not
// every algorithm hash-wasm ships (bundlers tree-shake a re-export, not a dynamic namespace).
export { md5 } from 'hash-wasm';
