import { TagField, TextField } from '@pod-portal/ui';
import { shownError } from '../../../forms/first-error-message.ts';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import type { BookDetailsForm } from './book-details-form.ts';

/** Where the book is shelved: general info's genre and BISAC code (shown only), its keywords. */
export function ClassificationFields({ form }: { form: SchemaForm<BookDetailsForm> }) {
  return (
    <>
      <div className="wizard-row">
        <form.Field name="genre">
          {(field) => (
            <TextField
              label="Genre"
              value={field.state.value}
              isReadOnly
              description="Chosen in General info"
            />
          )}
        </form.Field>
        <form.Field name="bisacCode">
          {(field) => <TextField label="BISAC code" value={field.state.value} isReadOnly />}
        </form.Field>
      </div>
      <form.Field name="keywords">
        {(field) => {
          const message = shownError(field.state.meta);
          return (
            <TagField
              label="Keywords"
              value={field.state.value}
              onChange={(tags) => {
                field.handleChange([...tags]);
                field.handleBlur();
              }}
              isInvalid={message !== undefined}
              errorMessage={message}
              placeholder="e.g. karoo"
            />
          );
        }}
      </form.Field>
    </>
  );
}
