import { CHANGE_REQUEST_FAILED_MESSAGE, profileUpdateRequestSchema } from '@pod-portal/domain';
import { Alert, Button } from '@pod-portal/ui';
import { useState } from 'react';
import type { CurrentUser } from '../../../api/current-user.ts';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { formSchema } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { AgreeAndSendDialog } from './AgreeAndSendDialog.tsx';
import { BankDetailsCard } from './BankDetailsCard.tsx';
import { PublisherDetailsCard } from './PublisherDetailsCard.tsx';
import { ReplaceWaitingRequestDialog } from './ReplaceWaitingRequestDialog.tsx';
import { RequestSentDialog } from './RequestSentDialog.tsx';
import { UserDetailsCard } from './UserDetailsCard.tsx';
import { type UpdateRequestForm, updateRequestDefaults } from './update-request-form.ts';
import { useSendChangeRequest } from './use-send-change-request.ts';

/**
 * Update Request: the user's, bank and publisher details as they should become, sent for
 * staff review after the user agrees (and, with a request already waiting, agrees to replace it).
 */
export function UpdateRequestPage() {
  const user = useCurrentUser();
  return user ? <UpdateRequestFormView user={user} /> : null;
}

function UpdateRequestFormView({ user }: { user: CurrentUser }) {
  const { outcome, send, backToProfile } = useSendChangeRequest();
  // The values waiting for the author's agreement, then for replacing a waiting request.
  const [confirming, setConfirming] = useState<UpdateRequestForm | null>(null);
  const [overwriteAsked, setOverwriteAsked] = useState<UpdateRequestForm | null>(null);
  const waiting = user.user_confirmation === 1 && user.pending_changes !== null;
  const { form, formProps, isSubmitting } = useSchemaForm<UpdateRequestForm>({
    draftKey: 'update-request',
    defaultValues: updateRequestDefaults(user),
    schema: formSchema<UpdateRequestForm>(profileUpdateRequestSchema),
    onSubmit: (values) => (waiting ? setOverwriteAsked(values) : setConfirming(values)),
  });

  return (
    <div className="app-dashboard">
      <h1>Update Request</h1>
      <p>
        Our team reviews the changes; once approved, you confirm them and re-sign your contracts.
      </p>
      {waiting && (
        <Alert variant="success" title="A request is waiting for review">
          Sending a new one replaces it.
        </Alert>
      )}
      {outcome === 'failed' && <Alert variant="danger">{CHANGE_REQUEST_FAILED_MESSAGE}</Alert>}
      <form {...formProps}>
        <UserDetailsCard form={form} />
        <BankDetailsCard form={form} user={user} />
        <PublisherDetailsCard form={form} user={user} />
        <div className="app-actions">
          <Button type="submit" isPending={isSubmitting}>
            Update
          </Button>
        </div>
      </form>
      <ReplaceWaitingRequestDialog
        isOpen={overwriteAsked !== null}
        onKeep={() => setOverwriteAsked(null)}
        onReplace={() => {
          setConfirming(overwriteAsked);
          setOverwriteAsked(null);
        }}
      />
      <AgreeAndSendDialog
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onProceed={() => {
          setConfirming(null);
          if (confirming) void send(confirming);
        }}
      />
      <RequestSentDialog isOpen={outcome === 'sent'} onBack={backToProfile} />
    </div>
  );
}
