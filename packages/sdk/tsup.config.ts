import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  entry: ['src/index.ts'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
};

export default defineConfig([
  { ...shared, format: 'esm', clean: true },
  // openapi-fetch's CommonJS build sets `exports.default`, which esbuild's Node-mode interop
  // would hand over as the whole exports object; bundling its ESM build avoids that.
  { ...shared, format: 'cjs', noExternal: ['openapi-fetch'] },
]);
