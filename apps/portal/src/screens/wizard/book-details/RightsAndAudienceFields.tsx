import { AUDIENCE_WARNINGS, RECOMMENDED_AUDIENCES } from '@pod-portal/domain';
import { FormDatePicker } from '../../../forms/FormDatePicker.tsx';
import { FormSelect } from '../../../forms/FormSelect.tsx';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import type { BookDetailsForm } from './book-details-form.ts';

const AUDIENCE_OPTIONS = RECOMMENDED_AUDIENCES.map((audience) => ({
  id: audience,
  label: audience,
}));
const WARNING_OPTIONS = AUDIENCE_WARNINGS.map((warning) => ({
  id: warning.code,
  label: `${warning.code} ${warning.label}`,
}));

/** Who holds the copyright and since when; who the book is for, and its warning. */
export function RightsAndAudienceFields({ form }: { form: SchemaForm<BookDetailsForm> }) {
  return (
    <>
      <div className="wizard-row">
        <form.Field name="copyrightHolder">
          {(field) => <FormTextField field={field} label="Copyright holder" isRequired />}
        </form.Field>
        <form.Field name="copyrightDate">
          {(field) => <FormDatePicker field={field} label="Copyright date" />}
        </form.Field>
      </div>
      <div className="wizard-row">
        <form.Field name="recommendedAudience">
          {(field) => (
            <FormSelect
              field={field}
              label="Recommended audience"
              placeholder="Choose an audience"
              options={AUDIENCE_OPTIONS}
            />
          )}
        </form.Field>
        <form.Field name="indicatedAudienceWarning">
          {(field) => (
            <FormSelect
              field={field}
              label="Indicated audience warning"
              placeholder="Choose a warning"
              options={WARNING_OPTIONS}
            />
          )}
        </form.Field>
      </div>
    </>
  );
}
