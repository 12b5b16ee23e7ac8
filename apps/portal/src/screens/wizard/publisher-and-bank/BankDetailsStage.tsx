import { BANK_PROFILE_FIELDS, bankDetailsSchema } from '@pod-portal/domain';
import { AlertDialog } from '@pod-portal/ui';
import { useState } from 'react';
import { BankDetailsFields } from '../../../forms/BankDetailsFields.tsx';
import type { BankField, BankFieldNames } from '../../../forms/bank-fields.ts';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { withoutLockedFields } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { bankStore } from '../drafts/wizard-stores.ts';
import { BackHomeModal } from '../frame/BackHomeModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { type BankForm, EMPTY_BANK_FORM } from './bank-form.ts';
import { LockedNote } from './LockedNote.tsx';
import { profileValues } from './profile-locks.ts';

/** The form keeps each detail under the specification's name. */
const BANK_FORM_NAMES: BankFieldNames<BankForm> = {
  isInternationalAccount: 'isInternationalAccount',
  bankName: 'bankName',
  branchCode: 'branchCode',
  branchName: 'branchName',
  accountName: 'accountName',
  accountType: 'accountType',
  accountNumber: 'accountNumber',
  bankAddress: 'bankAddress',
  ibanNumber: 'ibanNumber',
  swiftCode: 'swiftCode',
  paypal: 'paypal',
};

/**
 * Where royalties are paid: a local or an international account, checked by the domain's
 * rules and confirmed before it is kept with the draft; then the contract is signed
 * (accept-terms).
 */
export function BankDetailsStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
  const [confirming, setConfirming] = useState<BankForm | null>(null);
  const stored = profileValues(user?.bankInfo, BANK_PROFILE_FIELDS);
  const locked = new Set(Object.keys(stored) as BankField[]);
  const international = user?.bankInfo?.is_international_account;
  const { form, formProps } = useSchemaForm<BankForm>({
    draftKey: 'bank-details',
    defaultValues: {
      ...EMPTY_BANK_FORM,
      ...bankStore.get(),
      ...stored,
      ...(international === undefined ? {} : { isInternationalAccount: international }),
    },
    schema: withoutLockedFields(bankDetailsSchema, locked),
    onSubmit: setConfirming,
  });
  return (
    <form {...formProps}>
      {locked.size > 0 && <LockedNote />}
      <BankDetailsFields
        form={form}
        names={BANK_FORM_NAMES}
        paypal={{ kind: 'behind-switch', switchName: 'usePaypal' }}
        internationalAccountHolder
        locked={locked}
        descriptions={{ local: { accountNumber: 'Usually 8 to 12 digits' } }}
      />
      <StageActions onBack={() => setBackOpen(true)} continueLabel={continueLabel} />
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
      <AlertDialog
        title="Confirm your bank details"
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        cancelLabel="Edit"
        actionLabel="Confirm"
        onAction={() => {
          if (!confirming) return;
          bankStore.set(confirming);
          markCompleted('bank-details');
          void goTo('accept-terms');
        }}
      >
        Royalties are paid into exactly the account you entered. Please check the details: we cannot
        accept liability for payments into an incorrect account.
      </AlertDialog>
    </form>
  );
}
