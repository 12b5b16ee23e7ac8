import {
  ACCOUNT_TYPES,
  bankDetailsSchema,
  branchCodeForBank,
  LOCAL_BANKS,
} from '@pod-portal/domain';
import { Alert, AlertDialog, Button, Link, Select, Switch, TextField } from '@pod-portal/ui';
import { useState } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { BackHomeModal } from './BackHomeModal.tsx';
import { BANK_PROFILE_FIELDS, type BankForm, EMPTY_BANK_FORM } from './bank-form.ts';
import { LockedNote } from './LockedNote.tsx';
import { profileValues } from './profile-locks.ts';
import type { StageProps } from './stage-props.ts';
import { useLockedForm } from './use-locked-form.ts';
import { markCompleted, useWizardNavigation } from './use-wizard-navigation.ts';
import { bankStore } from './wizard-stores.ts';

type TextKey = Exclude<keyof BankForm, 'isInternationalAccount' | 'usePaypal'>;

const BANKS = LOCAL_BANKS.map((bank) => ({ id: bank.name, label: bank.name }));
const TYPES = ACCOUNT_TYPES.map((type) => ({ id: type, label: type }));

/**
 * Where royalties are paid: a local or an international account, checked by the domain's
 * rules and confirmed before it is kept with the draft. Signing the contract (accept-terms)
 * comes next and is not part of this flow yet, so the stage ends on a confirmation.
 */
export function BankDetailsStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
  const [confirming, setConfirming] = useState<BankForm | null>(null);
  const [saved, setSaved] = useState(false);
  const stored = profileValues(user?.bankInfo, BANK_PROFILE_FIELDS);
  const locked = new Set(Object.keys(stored) as TextKey[]);
  const { values, set, errors, formProps } = useLockedForm({
    schema: bankDetailsSchema,
    initial: {
      ...EMPTY_BANK_FORM,
      ...bankStore.get(),
      ...stored,
      ...(user?.bankInfo?.is_international_account !== undefined
        ? { isInternationalAccount: user.bankInfo.is_international_account }
        : {}),
    },
    locked,
    onSubmit: setConfirming,
  });
  const field = (name: TextKey, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={values[name]}
      onChange={(value) => set({ [name]: value })}
      isReadOnly={locked.has(name)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      validationBehavior="aria"
    />
  );
  if (saved) {
    return (
      <div className="wizard-stage">
        <Alert variant="success" title="Your bank details are saved">
          The next step is to accept the terms and sign your publishing contract. Signing is not
          available in the portal yet: your book waits in Your books with its quote, publisher and
          bank details kept on this device.
        </Alert>
        <div className="app-actions">
          <Link href="/books" variant="primary">
            Go to Your books
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form {...formProps}>
      {locked.size > 0 && <LockedNote />}
      <Switch
        isSelected={values.isInternationalAccount}
        onChange={(isInternationalAccount) => set({ isInternationalAccount })}
      >
        International account
      </Switch>
      {values.isInternationalAccount ? (
        <>
          {field('bankAddress', 'Bank address')}
          {field('ibanNumber', 'IBAN number')}
          {field('swiftCode', 'Swift code')}
          {field('accountName', 'Account holder name')}
          {field('accountNumber', 'Account number')}
          <Switch isSelected={values.usePaypal} onChange={(usePaypal) => set({ usePaypal })}>
            Pay my royalties with PayPal
          </Switch>
          {values.usePaypal && field('paypal', 'PayPal email')}
        </>
      ) : (
        <>
          <Select
            label="Bank name"
            placeholder="Choose your bank"
            options={BANKS}
            value={values.bankName || null}
            isDisabled={locked.has('bankName')}
            onChange={(key) => {
              const bankName = key === null ? '' : String(key);
              // A local bank's universal branch code is filled in for the author.
              set({ bankName, branchCode: branchCodeForBank(bankName) ?? values.branchCode });
            }}
            isInvalid={errors.bankName !== undefined}
            errorMessage={errors.bankName}
          />
          {field('branchCode', 'Branch code')}
          {field('branchName', 'Branch name')}
          {field('accountName', 'Account holder name')}
          <Select
            label="Account type"
            placeholder="Choose an account type"
            options={TYPES}
            value={values.accountType || null}
            isDisabled={locked.has('accountType')}
            onChange={(key) => set({ accountType: key === null ? '' : String(key) })}
            isInvalid={errors.accountType !== undefined}
            errorMessage={errors.accountType}
          />
          {field('accountNumber', 'Account number', 'Usually 8 to 12 digits')}
        </>
      )}
      <div className="app-actions">
        <Button variant="secondary" onPress={() => setBackOpen(true)}>
          Back
        </Button>
        <Button type="submit">{continueLabel}</Button>
      </div>
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
          setSaved(true);
        }}
      >
        Royalties are paid into exactly the account you entered. Please check the details: we cannot
        accept liability for payments into an incorrect account.
      </AlertDialog>
    </form>
  );
}
