import { getLocalTimeZone, today } from '@internationalized/date';
import {
  AUDIENCE_WARNINGS,
  additionalDetailsSchema,
  LANGUAGES,
  MAIN_DESCRIPTION_LIMIT,
  RECOMMENDED_AUDIENCES,
  SHORT_DESCRIPTION_LIMIT,
} from '@pod-portal/domain';
import { ComboBox, TagField, TextArea, TextField } from '@pod-portal/ui';
import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { FormDatePicker } from '../../../forms/FormDatePicker.tsx';
import { FormSelect } from '../../../forms/FormSelect.tsx';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { firstErrorMessage } from '../../../forms/first-error-message.ts';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { formSchema } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { bookDetailsStore, draftStore } from '../drafts/wizard-stores.ts';
import { LeaveModal } from '../frame/LeaveModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { useLeavePrompt } from '../frame/use-leave-prompt.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { ContributorsField } from '../general-info/ContributorsField.tsx';
import { type BookDetailsForm, startingBookDetails } from './book-details-form.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ id: language.code, label: language.name }));
const AUDIENCE_OPTIONS = RECOMMENDED_AUDIENCES.map((audience) => ({
  id: audience,
  label: audience,
}));
const WARNING_OPTIONS = AUDIENCE_WARNINGS.map((warning) => ({
  id: warning.code,
  label: `${warning.code} ${warning.label}`,
}));

/** A field's message once it was touched (or the form submitted). */
const shownError = (meta: { isTouched: boolean; errors: readonly unknown[] }) =>
  meta.isTouched ? firstErrorMessage(meta.errors) : undefined;

/**
 * Additional Details: what the stores and the book's listing show. Typed values are kept as
 * they change, so a reload or a later visit finds them. The browser's back button asks
 * before leaving for the dashboard.
 */
export function MetadataStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const prompt = useLeavePrompt(() => void goHome());
  const ownName = user ? `${user.name_first} ${user.name_last}`.trim() : '';
  const { form, formProps, isSubmitting } = useSchemaForm<BookDetailsForm>({
    defaultValues: startingBookDetails(bookDetailsStore.get(), draftStore.get(), ownName),
    schema: formSchema<BookDetailsForm>(additionalDetailsSchema),
    onSubmit: (details) => {
      bookDetailsStore.set(details);
      markCompleted('metadata');
      void goTo('confirm-bleed-cover');
    },
  });
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => bookDetailsStore.set(values), [values]);
  const thisYearEnd = today(getLocalTimeZone()).set({ month: 12, day: 31 });
  return (
    <form {...formProps}>
      <p>
        These details appear wherever your book is sold. Fields marked as required must be filled in
        before you continue.
      </p>
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
      {(
        [
          ['shortDescription', 'Short description (optional)', SHORT_DESCRIPTION_LIMIT],
          ['mainDescription', 'Main description', MAIN_DESCRIPTION_LIMIT],
          ['longDescription', 'Long description (optional)', undefined],
        ] as const
      ).map(([name, label, limit]) => (
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
      ))}
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
      <StageActions
        onBack={() => void goTo('upload-type')}
        continueLabel={continueLabel}
        isPending={isSubmitting}
      />
      <LeaveModal isOpen={prompt.isOpen} onStay={prompt.stay} onLeave={prompt.leave}>
        What you have typed is kept. You can come back to it through Your Books and Continue Upload
        Process.
      </LeaveModal>
    </form>
  );
}
