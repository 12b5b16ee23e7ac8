import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_CODES } from '@pod-portal/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The contract's introduction documents the codes for developers; the domain's API_CODES is the
// table the server and the SDK use. This holds the two together.
const require = createRequire(import.meta.url);
const document = parse(
  readFileSync(require.resolve('@pod-portal/openapi/openapi.yaml'), 'utf8'),
) as { info: { description: string } };
const introduction = document.info.description;

/** `| 409 | \`B20\`, \`B21\` | ... |` -> [409, ['B20', 'B21']] for every row of the table. */
const rows = [...introduction.matchAll(/^\s*\| (\d{3}) \| ([^|]+) \|/gm)].map(
  ([, status, codes]) =>
    [
      Number(status),
      [...(codes ?? '').matchAll(/`([^`]+)`/g)].map(([, code]) => code ?? ''),
    ] as const,
);
const entries = Object.values(API_CODES);

describe("the contract's table of codes", () => {
  it('lists every failure code of the domain with its HTTP status', () => {
    for (const { code, status } of entries.filter((entry) => entry.status !== 200)) {
      if (code === API_CODES.internalServerError.code) continue; // the 500 row's description
      expect(
        rows.some(([rowStatus, codes]) => rowStatus === status && codes.includes(String(code))),
        `${code} (${status})`,
      ).toBe(true);
    }
  });

  it('names no product code the domain does not have', () => {
    const known = new Set(entries.map((entry) => String(entry.code)));
    const documented = rows.flatMap(([status, codes]) =>
      codes.filter((code) => code !== String(status)),
    );
    expect(documented.filter((code) => !known.has(code))).toEqual([]);
  });

  it('names the outcomes that still answer HTTP 200', () => {
    const line = /Normal outcomes answer HTTP 200[^.]*/.exec(introduction)?.[0] ?? '';
    for (const { code } of entries.filter((entry) => entry.status === 200)) {
      expect(line).toContain(`\`${code}\``);
    }
  });
});
