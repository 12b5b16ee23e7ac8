// Loads the built package both ways, `import` (dist/index.js) and `require` (dist/index.cjs),
// and logs in and lists books with each against a small local HTTP server, so a broken build
// (e.g. a CommonJS interop slip) fails before it is published.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const accessToken = `e30.${Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 900 })).toString('base64url')}.c2ln`;
const server = createServer((request, response) => {
  response.setHeader('Content-Type', 'application/json');
  if (request.url === '/api/authO/login') {
    response.end(
      JSON.stringify({ statusCode: 0, description: 'Successful', accessToken, refreshToken: 'r' }),
    );
  } else if (
    request.url === '/api/user/getuserbooks' &&
    request.headers.authorization === `Bearer ${accessToken}`
  ) {
    response.end(
      JSON.stringify({
        statusCode: 0,
        description: 'Successful',
        localBooks: [{ id: 1 }],
        internationalBooks: [],
      }),
    );
  } else {
    response.statusCode = 401;
    response.end(JSON.stringify({ statusCode: 401, description: 'Unauthorized' }));
  }
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

type Sdk = typeof import('../src/index.ts');
const builds: Record<string, Sdk> = {
  'dist/index.js': await import(new URL('../dist/index.js', import.meta.url).href),
  'dist/index.cjs': createRequire(import.meta.url)('../dist/index.cjs'),
};
let failed = false;
for (const [file, sdk] of Object.entries(builds)) {
  try {
    const pod = sdk.createPodClient({ baseUrl });
    const login = await pod.auth.login({ body: { email: 'a@b.co', password: 'x' } });
    const books = await pod.books.list();
    const fine = login.outcome.kind === 'ok' && books.data?.localBooks.length === 1;
    console.log(
      `${fine ? 'ok  ' : 'FAIL'} ${file}: login ${login.outcome.kind}, books ${books.outcome.kind}`,
    );
    failed ||= !fine;
  } catch (error) {
    console.log(`FAIL ${file}: ${String(error)}`);
    failed = true;
  }
}
server.close();
if (failed) process.exit(1);
