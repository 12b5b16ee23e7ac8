import { revalidateLogic, type StandardSchemaV1, useForm, useStore } from '@tanstack/react-form';
import { type FormEvent, useRef } from 'react';
import { scrollToFirstError } from './scroll-to-first-error.ts';

interface SchemaFormOptions<Values> {
  defaultValues: Values;
  /** A domain schema: its messages are the product's, checked on change and on submit. */
  schema: StandardSchemaV1<Values, unknown>;
  /** Runs only for valid input: an invalid form sends nothing and scrolls to its first error. */
  onSubmit: (values: Values) => Promise<void> | void;
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
}: SchemaFormOptions<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({
    defaultValues,
    // One validator for change and submit: separate ones each keep their own errors, so a
    // message from an earlier submit could outlive the input that fixed it.
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
    onSubmitInvalid: () => scrollToFirstError(ref.current),
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
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
