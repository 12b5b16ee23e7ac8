import { passkeyNameSchema } from '@pod-portal/domain';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormDialog } from '../../forms/FormDialog.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import type { Passkey } from './PasskeyList.tsx';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: (name: string) => Promise<void>;
}

/** A passkey's new name (PUT /user/passkeys/{id}). */
export function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [failed, setFailed] = useState<string>();
  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { name: passkey.name },
    schema: passkeyNameSchema,
    onSubmit: async ({ name }) => {
      const { data, error } = await pod.passkeys.rename({
        params: { path: { passkeyId: passkey.id } },
        body: { name },
      });
      if (data) await onRenamed(data.passkey.name);
      else setFailed(error?.description ?? 'The passkey could not be renamed.');
    },
  });
  return (
    <FormDialog
      title="Rename passkey"
      onClose={onClose}
      formProps={formProps}
      isSubmitting={isSubmitting}
      failure={failed}
    >
      <form.Field name="name">
        {(field) => <FormTextField field={field} label="Passkey name" autoFocus />}
      </form.Field>
    </FormDialog>
  );
}
