import {
  BANK_PROFILE_FIELDS,
  CHANGE_REQUEST_FAILED_MESSAGE,
  profileUpdateRequestSchema,
  REQUEST_SUBMITTED_MESSAGE,
} from '@pod-portal/domain';
import { Alert, AlertDialog, Button, Card, Checkbox } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../api/current-user.ts';
import { CURRENT_USER_KEY } from '../../../api/current-user-query.ts';
import { BankDetailsFields, type BankFieldNames } from '../../../forms/BankDetailsFields.tsx';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { formSchema } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import {
  type RE_ENTERED_FIELDS,
  type UpdateRequestForm,
  updateRequestBody,
  updateRequestDefaults,
} from './update-request-form.ts';

type TextKey = Exclude<keyof UpdateRequestForm, 'isInternationalAccount'>;

/** The request keeps each bank detail under the profile's (bankInfo's) name. */
const BANK_INFO_NAMES: BankFieldNames<UpdateRequestForm> = {
  ...BANK_PROFILE_FIELDS,
  isInternationalAccount: 'isInternationalAccount',
};
/** The spec's pause on the success message before going back to /profile. */
const BACK_TO_PROFILE_MS = 2000;

/**
 * Update Request: the user's, bank and publisher details as they should become, sent for
 * staff review after the user agrees (and, with a request already waiting, agrees to replace it).
 */
export function UpdateRequestPage() {
  const user = useCurrentUser();
  return user ? <UpdateRequestFormView user={user} /> : null;
}

function UpdateRequestFormView({ user }: { user: CurrentUser }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<UpdateRequestForm | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [overwriteAsked, setOverwriteAsked] = useState<UpdateRequestForm | null>(null);
  const [showSigning, setShowSigning] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const waiting = user.user_confirmation === 1 && user.pending_changes !== null;
  const { form, formProps, isSubmitting } = useSchemaForm<UpdateRequestForm>({
    draftKey: 'update-request',
    defaultValues: updateRequestDefaults(user),
    schema: formSchema<UpdateRequestForm>(profileUpdateRequestSchema),
    onSubmit: (values) => (waiting ? setOverwriteAsked(values) : setConfirming(values)),
  });

  useEffect(() => {
    if (outcome !== 'sent') return;
    const timer = setTimeout(() => void navigate({ to: '/profile' }), BACK_TO_PROFILE_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  async function send(values: UpdateRequestForm) {
    setConfirming(null);
    setAgreed(false);
    try {
      const { outcome: result } = await pod.users.requestChange({
        body: updateRequestBody(values),
      });
      if (result.kind !== 'ok') {
        setOutcome('failed');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  const text = (name: TextKey, label: string, description?: string) => (
    <form.Field name={name}>
      {(field) => <FormTextField field={field} label={label} description={description} />}
    </form.Field>
  );
  const again = 'We show only its last 4 characters: please type it again.';
  const reEntered = (name: (typeof RE_ENTERED_FIELDS)[number]) =>
    typeof user.bankInfo?.[name] === 'string' && String(user.bankInfo[name]).includes('*')
      ? `${again} (${String(user.bankInfo[name])})`
      : undefined;

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
        <Card title="User">
          <div className="app-form">
            {text('name_first', 'First name')}
            {text('name_last', 'Last name')}
            {text('userEmail', 'Email')}
            {text('phone_main', 'Phone', 'Optional: + and 8 to 15 digits')}
          </div>
        </Card>
        <Card title="Bank Details">
          <div className="app-form">
            <BankDetailsFields
              form={form}
              names={BANK_INFO_NAMES}
              paypal={{ kind: 'optional' }}
              internationalAccountHolder={false}
              descriptions={{
                local: { accountNumber: reEntered('account_number') },
                international: { ibanNumber: reEntered('international_iban_number') },
              }}
            />
          </div>
        </Card>
        <Card title="Publisher Details">
          <Button
            variant="secondary"
            aria-expanded={showSigning}
            aria-controls="update-signing-details"
            onPress={() => setShowSigning((shown) => !shown)}
          >
            {showSigning ? 'Hide Signing Details' : 'Show Signing Details'}
          </Button>
          {/* Kept mounted when hidden: the fields still count for the form's checks. */}
          <div id="update-signing-details" className="app-form" hidden={!showSigning}>
            {text('publish_name', 'Publisher name')}
            {text('reg_id_no', 'Registration ID', reEntered('reg_id_no'))}
            {text('physical_address', 'Physical address')}
            {text('postal_address', 'Postal address')}
            {text('telephone', 'Telephone')}
            {text('email', 'Publisher email')}
            {text('contact_person', 'Contact person')}
          </div>
        </Card>
        <div className="app-actions">
          <Button type="submit" isPending={isSubmitting}>
            Update
          </Button>
        </div>
      </form>
      <AlertDialog
        title="Replace your waiting request?"
        isOpen={overwriteAsked !== null}
        onOpenChange={(open) => !open && setOverwriteAsked(null)}
        cancelLabel="Keep it"
        actionLabel="Replace it"
        onAction={() => {
          setConfirming(overwriteAsked);
          setOverwriteAsked(null);
        }}
      >
        You already have a change request waiting for review. Sending this one replaces it.
      </AlertDialog>
      <AlertDialog
        title="Send your change request"
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            setAgreed(false);
          }
        }}
        cancelLabel="Cancel"
        actionLabel="Proceed"
        isActionDisabled={!agreed}
        onAction={() => confirming && void send(confirming)}
      >
        <p>
          Once our team approves the changes and you confirm them, your existing contracts must be
          re-signed with the new details.
        </p>
        <Checkbox isSelected={agreed} onChange={setAgreed}>
          I agree that my details are changed as requested
        </Checkbox>
      </AlertDialog>
      <AlertDialog
        title={REQUEST_SUBMITTED_MESSAGE}
        isOpen={outcome === 'sent'}
        actionLabel="Back to Profile"
        onAction={() => void navigate({ to: '/profile' })}
      >
        You will be taken back to your Profile.
      </AlertDialog>
    </div>
  );
}
