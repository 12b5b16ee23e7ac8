import { profileDetailsSchema, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import type { PodResult } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { CurrentUser } from '../../api/current-user.ts';
import { FormDialog } from '../../forms/FormDialog.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';

interface DetailsDialogProps {
  user: CurrentUser;
  onClose: () => void;
  /** Saved now, or kept offline to be saved when the connection is back (`later`). */
  onSaved: (when: 'now' | 'later') => void;
}

// The offline queue answers any call; this one's is PUT /user/edituser's.
type EditAnswer = PodResult<'/user/edituser', 'put'>['data'];

/**
 * Changes name, surname and phone (PUT /user/edituser); the stored user takes the answer.
 * Offline, the change is kept and sent when the connection is back (the offline queue).
 */
export function DetailsDialog({ user, onClose, onSaved }: DetailsDialogProps) {
  const { pod, currentUser } = useRouteContext({ from: '__root__' });
  const [failed, setFailed] = useState(false);
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: {
      name_first: user.name_first,
      name_last: user.name_last,
      phone_main: user.phone_main ?? '',
    },
    schema: profileDetailsSchema,
    onSubmit: async (details) => {
      setFailed(false);
      try {
        const sent = await pod.offline.send({
          method: 'PUT',
          path: '/user/edituser',
          body: details,
          label: 'Your new details',
        });
        if (sent.queued) {
          onSaved('later');
          return;
        }
        const data = sent.result.data as EditAnswer;
        if (sent.result.outcome.kind !== 'ok' || !data) {
          setFailed(true);
          return;
        }
        currentUser.set(data.user);
        onSaved('now');
      } catch {
        setFailed(true);
      }
    },
  });
  return (
    <FormDialog
      title="Change your details"
      onClose={onClose}
      formProps={formProps}
      isSubmitting={isSubmitting}
      failure={failed ? SOMETHING_WENT_WRONG_MESSAGE : undefined}
    >
      <form.Field name="name_first">
        {(field) => <FormTextField field={field} label="Name" autoComplete="given-name" />}
      </form.Field>
      <form.Field name="name_last">
        {(field) => <FormTextField field={field} label="Surname" autoComplete="family-name" />}
      </form.Field>
      <form.Field name="phone_main">
        {(field) => <FormTextField field={field} label="Phone" type="tel" autoComplete="tel" />}
      </form.Field>
    </FormDialog>
  );
}
