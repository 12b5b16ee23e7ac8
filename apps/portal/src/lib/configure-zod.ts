import { config } from 'zod';

// Imported first by boot.tsx (and the CSV worker), before any module builds a schema: zod decides whether to probe
// `new Function` (faster parsing) when an object schema is built, and the portal's
// Content-Security-Policy (no eval) refuses that probe and reports it.
config({ jitless: true });
