import { additionalDetailsSchema } from '@pod-portal/domain';
import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { formSchema } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { bookDetailsStore, draftStore } from '../drafts/wizard-stores.ts';
import { type BookDetailsForm, startingBookDetails } from './book-details-form.ts';

/**
 * The Additional Details form, started from what was kept (or general info and the author's
 * own name); typed values are kept as they change, so a reload or a later visit finds them.
 * Valid details are kept, then `onDone`.
 */
export function useAdditionalDetailsForm(onDone: () => void) {
  const user = useCurrentUser();
  const ownName = user ? `${user.name_first} ${user.name_last}`.trim() : '';
  const schemaForm = useSchemaForm<BookDetailsForm>({
    defaultValues: startingBookDetails(bookDetailsStore.get(), draftStore.get(), ownName),
    schema: formSchema<BookDetailsForm>(additionalDetailsSchema),
    onSubmit: (details) => {
      bookDetailsStore.set(details);
      onDone();
    },
  });
  const values = useStore(schemaForm.form.store, (state) => state.values);
  useEffect(() => bookDetailsStore.set(values), [values]);
  return schemaForm;
}
