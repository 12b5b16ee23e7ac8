import { MAIN_DESCRIPTION_LIMIT, SHORT_DESCRIPTION_LIMIT } from '@pod-portal/domain';
import { TextArea } from '@pod-portal/ui';
import { shownError } from '../../../forms/first-error-message.ts';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import type { BookDetailsForm } from './book-details-form.ts';

const DESCRIPTIONS = [
  ['shortDescription', 'Short description (optional)', SHORT_DESCRIPTION_LIMIT],
  ['mainDescription', 'Main description', MAIN_DESCRIPTION_LIMIT],
  ['longDescription', 'Long description (optional)', undefined],
] as const;

/** The book's short, main and long descriptions, the first two with their counters. */
export function DescriptionFields({ form }: { form: SchemaForm<BookDetailsForm> }) {
  return DESCRIPTIONS.map(([name, label, limit]) => (
    <form.Field key={name} name={name}>
      {(field) => {
        const message = shownError(field.state.meta);
        return (
          <TextArea
            label={label}
            name={name}
            value={field.state.value}
            onChange={(text) => field.handleChange(text)}
            onBlur={field.handleBlur}
            characterLimit={limit}
            description={limit === undefined ? 'Up to 4,000 characters suggested' : undefined}
            isInvalid={message !== undefined}
            errorMessage={message}
            validationBehavior="aria"
          />
        );
      }}
    </form.Field>
  ));
}
