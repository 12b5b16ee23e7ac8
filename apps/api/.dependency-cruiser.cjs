// The server's one layering principle (docs: apps/api/README.md, "How it is built"), checked by
// `pnpm lint` (`pnpm --filter @pod-portal/api lint:deps`):
//
//   entry points   src/app.ts, src/server.ts, src/index.ts, src/cli/ (the ops commands)
//   features       src/features/<feature>/ (its routes, services and jobs)
//   infrastructure everything else in src/ (db, storage, jobs, pdf, mail, http, lib, ops, ...)
//
// Imports point down only, a feature (or an entry point) uses another feature only through that
// feature's index.ts, and no module imports itself back through others. Tests (`*.test.ts`) and
// the test support (src/test/) may reach anywhere, but take part in no cycle either.

const { noCycle, throughIndex, options } = require('../../dependency-cruiser.base.cjs');

/** Test files and the test support: exempt from the layering, not from the cycle rule. */
const TESTS = ['\\.test\\.ts$', '^src/test/'];

/** The modules that put the server together: they sit above every feature. */
const ENTRY = ['^src/(app|server|index)\\.ts$', '^src/cli/(?!command\\.ts$)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    noCycle,
    {
      name: 'infrastructure-not-to-feature',
      comment:
        'Infrastructure (db, storage, jobs, pdf, mail, http, lib, ...) knows no feature: pass ' +
        'what it needs in, register it from the feature, or move the shared piece down.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/features/', ...ENTRY, ...TESTS] },
      to: { path: '^src/features/' },
    },
    {
      name: 'infrastructure-not-to-entry',
      comment: 'Infrastructure and features do not import the entry points that compose them.',
      severity: 'error',
      from: { path: '^src/', pathNot: [...ENTRY, ...TESTS] },
      to: { path: ENTRY },
    },
    ...throughIndex('features', 'feature', TESTS),
    {
      name: 'entry-through-index',
      comment: "An entry point uses a feature only through the feature's index.ts.",
      severity: 'error',
      from: { path: ENTRY, pathNot: TESTS },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    ...options('node'),
  },
};
