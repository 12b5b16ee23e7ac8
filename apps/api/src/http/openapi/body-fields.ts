type Json = Record<string, unknown>;

/** One field a request body may hold, at any depth: its path (`0` for an array's item) and schema. */
export interface BodyField {
  path: (string | number)[];
  schema: Json;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of a request body schema, following `$ref`s into `schemas` and each part of
 * `allOf`, `oneOf` and `anyOf`: a field appears once per schema that describes it. The body
 * itself is the field with the empty path.
 */
export function bodyFields(schema: Json, schemas: Json): BodyField[] {
  const fields: BodyField[] = [];
  const walk = (node: Json, path: (string | number)[], seen: ReadonlySet<string>) => {
    let current = node;
    let followed = seen;
    while (typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (followed.has(ref)) return;
      followed = new Set([...followed, ref]);
      const target = schemas[ref.slice('#/components/schemas/'.length)];
      if (!isObject(target)) throw new Error(`contract: unresolved ${ref}`);
      current = target;
    }
    fields.push({ path, schema: current });
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = current[key];
      if (Array.isArray(parts))
        for (const part of parts.filter(isObject)) walk(part, path, followed);
    }
    if (isObject(current.items)) walk(current.items, [...path, 0], followed);
    if (isObject(current.properties)) {
      for (const [name, property] of Object.entries(current.properties)) {
        if (isObject(property)) walk(property, [...path, name], followed);
      }
    }
  };
  walk(schema, [], new Set());
  return fields;
}

/** The JSON types a schema allows (`type: [integer, "null"]` -> integer and null). */
export function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  return typeof schema.type === 'string' ? [schema.type] : [];
}
