import { formatDateTime, passkeyNameSchema } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, AlertDialog, Button, Dialog } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSKEYS_KEY, passkeysQuery } from '../../api/passkeys-query.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { addPasskey } from '../../passkeys/passkey-ceremonies.ts';

type Passkey = components['schemas']['Passkey'];
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
      {list.isPending ? (
        <p role="status">Loading your passkeys…</p>
      ) : !list.data ? (
        <p role="alert">Your passkeys could not be loaded. Please try again later.</p>
      ) : list.data.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className="app-passkey-list" aria-label="Your passkeys">
          {list.data.map((passkey) => (
            <li key={passkey.id} className="app-passkey">
              <div>
                <strong>{passkey.name}</strong>
                <dl className="app-details">
                  <dt>Added</dt>
                  <dd>{formatDateTime(new Date(passkey.createdAt))}</dd>
                  <dt>Last used</dt>
                  <dd>
                    {passkey.lastUsedAt ? formatDateTime(new Date(passkey.lastUsedAt)) : 'Never'}
                  </dd>
                </dl>
              </div>
              <div className="app-actions">
                <Button
                  variant="secondary"
                  aria-label={`Rename ${passkey.name}`}
                  onPress={() => setRenaming(passkey)}
                >
                  Rename
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Remove ${passkey.name}`}
                  onPress={() => setRemoving(passkey)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
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

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: (name: string) => Promise<void>;
}

/** A passkey's new name (PUT /user/passkeys/{id}). */
function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
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
    <Dialog
      title="Rename passkey"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form {...formProps}>
        {failed && <Alert variant="danger">{failed}</Alert>}
        <form.Field name="name">
          {(field) => <FormTextField field={field} label="Passkey name" autoFocus />}
        </form.Field>
        <div className="app-actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
