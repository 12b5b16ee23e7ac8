// The portal's layers (docs: apps/portal/README.md, "Where the code lives"), checked by
// `pnpm lint` (`pnpm --filter @pod-portal/portal lint:deps`), from low to high:
//
//   lib            src/lib/ (formatting, page titles, lazy parts, stored values, ...)
//   api            src/api/ (queryOptions factories)
//   browser        src/offline/, src/push/, src/passkeys/, src/preflight-fixes/
//   session        src/session/ (the app's context, the signed-in user, guards)
//   shared parts   src/forms/, src/signing/, src/prerender/ (but render-page.tsx)
//   screens        src/screens/<area>/
//   shell          src/shell/ (the root and signed-in layouts, which hold the chat launcher)
//   routes         src/routes/
//   entry points   main.tsx, boot.tsx and the other modules at src/'s top, the generated route
//                  tree, src/prerender/render-page.tsx (the build's prerender)
//
// Imports point down (or stay within their layer), a screen area uses another area only through
// that area's index.ts, and no module imports itself back through others. Tests (`*.test.ts(x)`)
// and the test support (src/test/) may reach anywhere, but no other module imports them, and
// they take part in no cycle either.

const { noCycle, throughIndex, options } = require('../../dependency-cruiser.base.cjs');

/** Test files and the test support: exempt from the layering, not from the cycle rule. */
const TESTS = ['\\.test\\.tsx?$', '^src/test/'];

/** The layers, low to high: a module imports only from its own layer or those below it. */
const LAYERS = [
  { name: 'lib', path: ['^src/lib/'] },
  { name: 'api', path: ['^src/api/'] },
  { name: 'browser', path: ['^src/(offline|push|passkeys|preflight-fixes)/'] },
  { name: 'session', path: ['^src/session/'] },
  {
    name: 'shared-parts',
    path: ['^src/(forms|signing)/', '^src/prerender/(?!render-page\\.tsx$)'],
  },
  { name: 'screens', path: ['^src/screens/'] },
  { name: 'shell', path: ['^src/shell/'] },
  { name: 'routes', path: ['^src/routes/'] },
  { name: 'entry', path: ['^src/[^/]+$', '^src/prerender/render-page\\.tsx$'] },
];

/** One rule per layer: its modules import only from it and the layers below it. */
const notUpward = LAYERS.map((layer, index) => ({
  name: `${layer.name}-not-upward`,
  comment:
    `The ${layer.name} layer imports only from itself and the layers below it: move the ` +
    'shared piece down, or pass it in.',
  severity: 'error',
  from: { path: layer.path, pathNot: TESTS },
  to: {
    path: '^src/',
    pathNot: [...LAYERS.slice(0, index + 1).flatMap((below) => below.path), ...TESTS],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    noCycle,
    {
      name: 'in-a-layer',
      comment:
        'Every module belongs to a layer (the list at the top of this file): a new folder is ' +
        'placed there first.',
      severity: 'error',
      from: { path: '^src/', pathNot: [...LAYERS.flatMap((layer) => layer.path), ...TESTS] },
      to: {},
    },
    ...notUpward,
    ...throughIndex('screens', 'screen area', TESTS),
    {
      name: 'tests-not-in-production',
      comment: 'The test support and the tests are never imported by the code that ships.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    // The portal's own modules only: the workspace packages have rules of their own.
    includeOnly: '^src/',
    ...options('browser'),
  },
};
