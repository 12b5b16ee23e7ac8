import { type FormEvent, useRef, useState } from 'react';
import { scrollToFirstError } from '../forms/scroll-to-first-error.ts';
import type { FieldErrors } from './general-info-errors.ts';

/** What the form needs of a domain zod schema. */
interface CheckingSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

interface LockedFormOptions<Values extends object> {
  /** A domain schema: its messages are the product's. */
  schema: CheckingSchema;
  initial: Values;
  /** Fields filled from the profile: read-only, and their stored (possibly masked) values pass. */
  locked: ReadonlySet<keyof Values>;
  onSubmit: (values: Values) => void;
}

/**
 * A form checked by a domain schema whose locked fields are left out of the check (the profile
 * holds them, masked). Messages show after the first submit and follow every change; an
 * invalid submit brings the first invalid field into view after 200 ms.
 */
export function useLockedForm<Values extends object>({
  schema,
  initial,
  locked,
  onSubmit,
}: LockedFormOptions<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const errorsOf = (checked: Values): FieldErrors => {
    const result = schema.safeParse(checked);
    const errors: FieldErrors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      if (!locked.has(field as keyof Values)) errors[field] ??= issue.message;
    }
    return errors;
  };
  const errors = tried ? errorsOf(values) : {};
  const set = (fields: Partial<Values>) => setValues((was) => ({ ...was, ...fields }));
  const formProps = {
    ref,
    noValidate: true,
    className: 'app-form',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTried(true);
      if (Object.keys(errorsOf(values)).length > 0) scrollToFirstError(ref.current);
      else onSubmit(values);
    },
  };
  return { values, set, errors, formProps };
}
