import fc from 'fast-check';

type Json = Record<string, unknown>;

const INT4_MAX = 2_147_483_647;

/** Texts that have broken servers: NUL, lone surrogates, controls, huge, injection-shaped. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Thandi\u0000',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '\u007f',
    '\u202eevil',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '%00%ff',
    '',
    ' ',
    'line\nbreak',
    '📚'.repeat(300),
    'a'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers past every bound: the int4 edges, huge, negative, fractional, a third decimal. */
const OUT_OF_RANGE_NUMBERS = [
  INT4_MAX + 1,
  -INT4_MAX - 2,
  99_999_999_999,
  -1,
  287.504,
  100.005,
] as const;

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...OUT_OF_RANGE_NUMBERS, 0, 1e308, -1e308, 1.5, 2 ** 53 + 2),
  fc.double({ noNaN: true }),
);

/**
 * The values past a field's bounds, whatever its type: integers past the database's range
 * (2^31 and below -2^31), 99999999999, a negative, amounts with a third decimal, the empty
 * text and one a character longer than the field takes (or 100 001 characters).
 */
export function outOfRange(schema: Json): unknown[] {
  const longest = typeof schema.maxLength === 'number' ? schema.maxLength : 100_000;
  return [...OUT_OF_RANGE_NUMBERS, '', 'x'.repeat(longest + 1)];
}

/** `value` with `replacement` at `path`, making the objects and arrays on the way. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown) {
  if (path.length === 0) return replacement;
  const root: unknown = structuredClone(value ?? {});
  let parent = root as Record<string | number, unknown>;
  for (const [index, key] of path.slice(0, -1).entries()) {
    const next = path[index + 1];
    if (typeof parent[key] !== 'object' || parent[key] === null) {
      parent[key] = typeof next === 'number' ? [] : {};
    }
    parent = parent[key] as Record<string | number, unknown>;
  }
  parent[path.at(-1) as string | number] = replacement;
  return root;
}

/** Values of the wrong shape for any field. */
const hostileShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    [],
    {},
    [null],
    { $ne: null },
    JSON.parse('{"__proto__":{"admin":true}}'),
  ),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** Any hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  hostileShape,
);

/** Path segments as an attacker writes them (already percent-encoded, sent as is). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%ED%A0%80',
    '%00',
    '%C0%AF',
    '..',
    '%2e%2e%2f',
    '%2F',
    '2147483648',
    '99999999999',
    '-1',
    '1e308',
    '0x10',
    '%20',
    'a'.repeat(600),
    '9'.repeat(40),
  ),
  hostileString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
);

/** Follows `#/components/schemas/X` into `schemas`. */
function resolve(schema: Json, schemas: Json): Json {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
    current = schemas[current.$ref.slice('#/components/schemas/'.length)] as Json;
  }
  return current;
}

/**
 * A value the contract's schema allows, roughly: the baseline a hostile field is put into, so
 * the rest of the request gets past the first check and the hostile value reaches deeper.
 */
export function plausible(schema: Json, schemas: Json, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(schema, schemas);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if ('const' in node) return fc.constant(node.const);
  if ('example' in node && depth > 0) return fc.constant(node.example);
  const alternatives = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, schemas, depth + 1)));
  if (Array.isArray(node.allOf)) {
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of node.allOf as Json[]) {
      const resolved = resolve(part, schemas);
      Object.assign(merged.properties as Json, resolved.properties);
      (merged.required as string[]).push(...((resolved.required as string[]) ?? []));
    }
    return plausible(merged, schemas, depth);
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      if (node.format === 'email') return fc.emailAddress();
      if (node.format === 'date') return fc.constant('2026-03-01');
      if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern));
      return fc.string({
        minLength: Number(node.minLength ?? 0),
        maxLength: Math.min(Number(node.maxLength ?? 20), 40),
      });
    case 'integer':
      return fc.integer({
        min: Number(node.minimum ?? 0),
        max: Math.min(Number(node.maximum ?? 1000), 100_000),
      });
    case 'number':
      return fc.double({ min: Number(node.minimum ?? 0), max: 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(plausible((node.items as Json) ?? {}, schemas, depth + 1), { maxLength: 2 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = (node.properties as Record<string, Json> | undefined) ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            plausible(value, schemas, depth + 1),
          ]),
        ),
        { requiredKeys: ((node.required as string[]) ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.constant(null);
  }
}

/** The same value with one field (at any depth) replaced by a hostile one. */
export function withOneHostileField(value: unknown): fc.Arbitrary<unknown> {
  const paths: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    paths.push(path);
    if (node && typeof node === 'object' && path.length < 5) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(value, []);
  return fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, hostile]) => {
    if (path.length === 0) return hostile;
    const copy = structuredClone(value) as Json;
    let parent: Json = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Json;
    parent[path.at(-1) as string] = hostile;
    return copy;
  });
}
