import { getLocalTimeZone, today } from '@internationalized/date';
import { LANGUAGES } from '@pod-portal/domain';
import { ComboBox } from '@pod-portal/ui';
import { FormDatePicker } from '../../../forms/FormDatePicker.tsx';
import { shownError } from '../../../forms/first-error-message.ts';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import type { BookDetailsForm } from './book-details-form.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ id: language.code, label: language.name }));

/** When the book is published and on sale (this year at the latest), and its language. */
export function PublicationFields({ form }: { form: SchemaForm<BookDetailsForm> }) {
  const thisYearEnd = today(getLocalTimeZone()).set({ month: 12, day: 31 });
  return (
    <>
      <div className="wizard-row">
        <form.Field name="publicationDate">
          {(field) => (
            <FormDatePicker field={field} label="Publication date" maxValue={thisYearEnd} />
          )}
        </form.Field>
        <form.Field name="onSaleDate">
          {(field) => (
            <FormDatePicker field={field} label="On sale date (optional)" maxValue={thisYearEnd} />
          )}
        </form.Field>
      </div>
      <form.Field name="language">
        {(field) => {
          const message = shownError(field.state.meta);
          return (
            <ComboBox
              label="Language"
              name="language"
              options={LANGUAGE_OPTIONS}
              placeholder="Type to search"
              emptyMessage="No matches for your search term"
              selectedKey={field.state.value || null}
              onSelectionChange={(key) => {
                field.handleChange(key === null ? '' : String(key));
                field.handleBlur();
              }}
              onBlur={field.handleBlur}
              isInvalid={message !== undefined}
              errorMessage={message}
            />
          );
        }}
      </form.Field>
    </>
  );
}
