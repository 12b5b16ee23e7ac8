import { revalidateLogic, type StandardSchemaV1, useForm, useStore } from '@tanstack/react-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { clearFormDraft, readFormDraft, writeFormDraft } from './form-draft.ts';
import { scrollToFirstError } from './scroll-to-first-error.ts';

interface SchemaFormOptions<Values> {
  defaultValues: Values;
  /** A domain schema: its messages are the product's, checked on change and on submit. */
  schema: StandardSchemaV1<Values, unknown>;
  /** Runs only for valid input: an invalid form sends nothing and scrolls to its first error. */
  onSubmit: (values: Values) => Promise<void> | void;
  /**
   * Keeps what is typed in the tab's session storage under this name, so a reload (the
   * 'Update available' banner's refresh among them) gives the half-filled form back; dropped
   * once submitted. Never for a form with a password.
   */
  draftKey?: string;
}

/**
 * A TanStack form validated by a domain schema, with the props for its `<form>` element
 * (browser validation off: the schema's messages are shown instead; submit handled here) and
 * whether it is being submitted (for the submit button's pending state).
 */
export function useSchemaForm<Values extends object>({
  defaultValues,
  schema,
  onSubmit,
  draftKey,
}: SchemaFormOptions<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(() =>
    draftKey ? readFormDraft(draftKey, defaultValues) : defaultValues,
  );
  const form = useForm({
    defaultValues: initialValues,
    // One validator for change and submit: separate ones each keep their own errors, so a
    // message from an earlier submit could outlive the input that fixed it.
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value);
      if (draftKey) clearFormDraft(draftKey);
    },
    onSubmitInvalid: () => scrollToFirstError(ref.current),
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const values = useStore(form.store, (state) => state.values);
  const dirty = useStore(form.store, (state) => state.isDirty);
  useEffect(() => {
    if (draftKey && dirty) writeFormDraft(draftKey, values);
  }, [draftKey, dirty, values]);
  const formProps = {
    ref,
    noValidate: true,
    className: 'app-form',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void form.handleSubmit();
    },
  };
  return { form, formProps, isSubmitting };
}

/** The TanStack form `useSchemaForm` makes for these values (for a part of a form). */
export type SchemaForm<Values extends object> = ReturnType<typeof useSchemaForm<Values>>['form'];
