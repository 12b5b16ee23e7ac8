import { FormTextField } from '../../../forms/FormTextField.tsx';
import { shownError } from '../../../forms/first-error-message.ts';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import { ContributorsField } from '../general-info/ContributorsField.tsx';
import type { BookDetailsForm } from './book-details-form.ts';

/** Who the book is by: its subtitle, author and contributors. */
export function TitleAndAuthorsFields({ form }: { form: SchemaForm<BookDetailsForm> }) {
  return (
    <>
      <form.Field name="subtitle">
        {(field) => <FormTextField field={field} label="Subtitle (optional)" />}
      </form.Field>
      <form.Field name="author">
        {(field) => <FormTextField field={field} label="Author" isRequired />}
      </form.Field>
      <form.Field name="contributors">
        {(field) => (
          <ContributorsField
            contributors={field.state.value}
            onChange={(contributors) => field.handleChange(contributors)}
            error={shownError(field.state.meta)}
          />
        )}
      </form.Field>
    </>
  );
}
