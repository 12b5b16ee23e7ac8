import {
  ACCOUNT_TYPES,
  BANK_PROFILE_FIELDS,
  bankDetailsSchema,
  branchCodeForBank,
  LOCAL_BANKS,
} from '@pod-portal/domain';
import { AlertDialog, Switch } from '@pod-portal/ui';
import { useState } from 'react';
import { FormSelect } from '../../../forms/FormSelect.tsx';
import { FormTextField } from '../../../forms/FormTextField.tsx';
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

type TextKey = Exclude<keyof BankForm, 'isInternationalAccount' | 'usePaypal'>;

const BANKS = LOCAL_BANKS.map((bank) => ({ id: bank.name, label: bank.name }));
const TYPES = ACCOUNT_TYPES.map((type) => ({ id: type, label: type }));

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
  const locked = new Set<string>(Object.keys(stored));
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
  const text = (name: TextKey, label: string, description?: string) => (
    <form.Field name={name}>
      {(field) => (
        <FormTextField
          field={field}
          label={label}
          description={description}
          isReadOnly={locked.has(name)}
        />
      )}
    </form.Field>
  );
  return (
    <form {...formProps}>
      {locked.size > 0 && <LockedNote />}
      <form.Field name="isInternationalAccount">
        {(field) => (
          <Switch isSelected={field.state.value} onChange={field.handleChange}>
            International account
          </Switch>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values}>
        {(values) =>
          values.isInternationalAccount ? (
            <>
              {text('bankAddress', 'Bank address')}
              {text('ibanNumber', 'IBAN number')}
              {text('swiftCode', 'Swift code')}
              {text('accountName', 'Account holder name')}
              {text('accountNumber', 'Account number')}
              <form.Field name="usePaypal">
                {(field) => (
                  <Switch isSelected={field.state.value} onChange={field.handleChange}>
                    Pay my royalties with PayPal
                  </Switch>
                )}
              </form.Field>
              {values.usePaypal && text('paypal', 'PayPal email')}
            </>
          ) : (
            <>
              <form.Field name="bankName">
                {(field) => (
                  <FormSelect
                    field={field}
                    label="Bank name"
                    placeholder="Choose your bank"
                    options={BANKS}
                    isDisabled={locked.has('bankName')}
                    // A local bank's universal branch code is filled in for the author.
                    onChosen={(bankName) => {
                      const code = branchCodeForBank(bankName);
                      if (code && !locked.has('branchCode')) form.setFieldValue('branchCode', code);
                    }}
                  />
                )}
              </form.Field>
              {text('branchCode', 'Branch code')}
              {text('branchName', 'Branch name')}
              {text('accountName', 'Account holder name')}
              <form.Field name="accountType">
                {(field) => (
                  <FormSelect
                    field={field}
                    label="Account type"
                    placeholder="Choose an account type"
                    options={TYPES}
                    isDisabled={locked.has('accountType')}
                  />
                )}
              </form.Field>
              {text('accountNumber', 'Account number', 'Usually 8 to 12 digits')}
            </>
          )
        }
      </form.Subscribe>
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
