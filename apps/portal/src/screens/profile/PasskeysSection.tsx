import { passkeyNameSchema } from '@pod-portal/domain';
import { Alert, AlertDialog, Button } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSKEYS_KEY, passkeysQuery } from '../../api/passkeys-query.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { addPasskey } from '../../passkeys/passkey-ceremonies.ts';
import { type Passkey, PasskeyList } from './PasskeyList.tsx';
import { RenamePasskeyDialog } from './RenamePasskeyDialog.tsx';

type Notice = { variant: 'success' | 'danger'; text: string };

/**
 * The Security card's passkeys: the author's list (name, added, last used), adding one under a
 * name (the browser asks to confirm it is them), renaming, and removing after a confirmation.
 */
export function PasskeysSection() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQuery(pod));
  const [notice, setNotice] = useState<Notice>();
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const { form, formProps, isSubmitting } = useSchemaForm({
    defaultValues: { name: '' },
    schema: passkeyNameSchema,
    onSubmit: async ({ name }) => {
      setNotice(undefined);
      const result = await addPasskey(pod, name);
      if (result.kind === 'failed') setNotice({ variant: 'danger', text: result.message });
      if (result.kind !== 'done') return;
      form.reset();
      setNotice({ variant: 'success', text: `Your passkey “${name}” was added.` });
      await refresh();
    },
  });

  const remove = async (passkey: Passkey) => {
    const { data } = await pod.passkeys.remove({
      params: { path: { passkeyId: passkey.id } },
    });
    setNotice(
      data
        ? { variant: 'success', text: `Your passkey “${passkey.name}” was removed.` }
        : { variant: 'danger', text: 'The passkey could not be removed. Please try again.' },
    );
    await refresh();
  };

  return (
    <section className="app-passkeys" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">Passkeys</h3>
      <p>
        Log in with your fingerprint, face or screen lock instead of your password. A passkey stays
        on your device and works only on this site, so it cannot be phished.
      </p>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <PasskeyList
        passkeys={list.data}
        isPending={list.isPending}
        onRename={setRenaming}
        onRemove={setRemoving}
      />
      <form {...formProps} aria-label="Add a passkey">
        <form.Field name="name">
          {(field) => (
            <FormTextField
              field={field}
              label="Passkey name"
              description="So you can tell your passkeys apart, e.g. Phone or Work laptop."
            />
          )}
        </form.Field>
        <div className="app-actions">
          <Button type="submit" variant="secondary" isPending={isSubmitting}>
            Add a passkey
          </Button>
        </div>
      </form>
      {renaming && (
        <RenamePasskeyDialog
          passkey={renaming}
          onClose={() => setRenaming(undefined)}
          onRenamed={async (name) => {
            setRenaming(undefined);
            setNotice({ variant: 'success', text: `Your passkey is now called “${name}”.` });
            await refresh();
          }}
        />
      )}
      <AlertDialog
        title="Remove this passkey?"
        isOpen={removing !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(undefined);
        }}
        actionLabel="Remove passkey"
        cancelLabel="Cancel"
        variant="danger"
        onAction={() => {
          if (removing) void remove(removing);
        }}
      >
        “{removing?.name}” will no longer log in to your account. We email you that it was removed.
        You can add it again later.
      </AlertDialog>
    </section>
  );
}
