import type { StandardSchemaV1 } from '@tanstack/react-form';

const keyOf = (segment: PropertyKey | { key: PropertyKey } | undefined) =>
  typeof segment === 'object' ? String(segment.key) : String(segment);

/**
 * A domain schema that lets the locked fields pass: they hold the profile's stored values
 * (some masked, e.g. `******6789`), which the author cannot change here and the rules need
 * not check again. Every other issue, with its message, is the schema's.
 */
export function withoutLockedFields<Values>(
  schema: StandardSchemaV1,
  locked: ReadonlySet<string>,
): StandardSchemaV1<Values, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'pod-portal',
      validate: (value) => {
        const result = schema['~standard'].validate(value);
        // The domain's zod schemas are synchronous; an async one would be a programmer error.
        if (result instanceof Promise) throw new Error('withoutLockedFields needs a sync schema');
        const issues = (result.issues ?? []).filter((issue) => !locked.has(keyOf(issue.path?.[0])));
        return issues.length > 0 ? { issues } : { value: value as Values };
      },
    },
  };
}

/** A domain schema for a form that types its choices as plain text ('' until chosen). */
export function formSchema<Values>(schema: StandardSchemaV1): StandardSchemaV1<Values, unknown> {
  return withoutLockedFields<Values>(schema, new Set());
}

/** A domain schema checking what `read` makes of a form's texts (numbers, nulls for blanks). */
export function formSchemaReading<Values>(
  schema: StandardSchemaV1,
  read: (values: Values) => unknown,
): StandardSchemaV1<Values, unknown> {
  return formSchema<Values>({
    '~standard': {
      version: 1,
      vendor: 'pod-portal',
      validate: (value) => schema['~standard'].validate(read(value as Values)),
    },
  });
}
