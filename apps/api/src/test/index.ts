// The test support the benchmarks (bench/) use beside the server (`@pod-portal/api/test-support`):
// the test harness's databases, a drawn signature, and the tests' quote payloads (alone, for a
// process that must not load the server: `@pod-portal/api/test-support/quotes`). Not part of
// the server: nothing under src/ outside the tests imports it.
export { ebookQuote, printQuote } from './book-fixtures.ts';
export { createTestDatabase, databaseKinds, type TestDatabase } from './harness.ts';
export { strokePng } from './png.ts';
