// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// pdfjs-dist and signature_pad must stay out of the app's first load: only `import type` and
// dynamic `import()` may name them.
const heavy = /^import(?!\s+type)[^;]*from\s+'(pdfjs-dist|signature_pad)'/m;

describe('heavy libraries', () => {
  const sources = readdirSync(new URL('.', import.meta.url)).filter(
    (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
  );

  it('are never imported statically', () => {
    const offenders = sources.filter((f) =>
      heavy.test(readFileSync(new URL(f, import.meta.url), 'utf8')),
    );
    expect(sources.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('are imported dynamically where they are used', () => {
    const text = (f: string) => readFileSync(new URL(f, import.meta.url), 'utf8');
    expect(text('load-pdf-document.ts')).toContain("await import('pdfjs-dist')");
    expect(text('SignaturePad.tsx')).toContain("import('signature_pad')");
  });
});
