import { type PublisherDetails, publisherDetailsSchema } from '@pod-portal/domain';
import { Button, Switch, TextField } from '@pod-portal/ui';
import { useState } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { BackHomeModal } from './BackHomeModal.tsx';
import { LockedNote } from './LockedNote.tsx';
import { profileValues } from './profile-locks.ts';
import type { StageProps } from './stage-props.ts';
import { useLockedForm } from './use-locked-form.ts';
import { markCompleted, useWizardNavigation } from './use-wizard-navigation.ts';
import { publisherStore } from './wizard-stores.ts';

type TextFields = Exclude<keyof PublisherDetails, 'isSelfPublisher'>;

const FIELDS: { name: TextFields; label: string; type?: 'email' | 'tel' }[] = [
  { name: 'publisherName', label: 'Publisher name' },
  { name: 'publisherRegId', label: 'Registration ID' },
  { name: 'publisherPhysicalAddress', label: 'Physical address' },
  { name: 'publisherPostalAddress', label: 'Postal address' },
  { name: 'publisherTelephone', label: 'Telephone', type: 'tel' },
  { name: 'publisherEmail', label: 'Email', type: 'email' },
  { name: 'publisherContactPerson', label: 'Contact person' },
];

const PROFILE_FIELDS = {
  publisherName: 'publish_name',
  publisherRegId: 'reg_id_no',
  publisherPhysicalAddress: 'physical_address',
  publisherPostalAddress: 'postal_address',
  publisherTelephone: 'telephone',
  publisherEmail: 'email',
  publisherContactPerson: 'contact_person',
} as const;

const EMPTY: Required<PublisherDetails> = {
  publisherName: '',
  publisherRegId: '',
  publisherPhysicalAddress: '',
  publisherPostalAddress: '',
  publisherTelephone: '',
  publisherEmail: '',
  publisherContactPerson: '',
  isSelfPublisher: false,
};

/** Who publishes the book; the profile's stored details are locked. */
export function PublisherInfoStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
  const stored = profileValues(user?.bankInfo, PROFILE_FIELDS);
  const locked = new Set(Object.keys(stored) as TextFields[]);
  const { values, set, errors, formProps } = useLockedForm({
    schema: publisherDetailsSchema,
    initial: { ...EMPTY, ...publisherStore.get(), ...stored },
    locked,
    onSubmit: (details) => {
      publisherStore.set(details);
      markCompleted('publisher-info');
      void goTo('bank-details');
    },
  });
  const fullName = user ? `${user.name_first} ${user.name_last}`.trim() : '';
  const selfPublisher = (on: boolean) => {
    const copied = on
      ? {
          publisherName: fullName,
          publisherContactPerson: fullName,
          publisherEmail: user?.email ?? '',
        }
      : {};
    const unlocked = Object.fromEntries(
      Object.entries(copied).filter(([field]) => !locked.has(field as TextFields)),
    );
    set({ ...unlocked, isSelfPublisher: on });
  };
  return (
    <form {...formProps}>
      {locked.size > 0 && <LockedNote />}
      <Switch isSelected={values.isSelfPublisher} onChange={selfPublisher}>
        I am a self-publisher
      </Switch>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          value={values[field.name]}
          onChange={(value) => set({ [field.name]: value })}
          isReadOnly={locked.has(field.name)}
          isInvalid={errors[field.name] !== undefined}
          errorMessage={errors[field.name]}
          validationBehavior="aria"
        />
      ))}
      <div className="app-actions">
        <Button variant="secondary" onPress={() => setBackOpen(true)}>
          Back
        </Button>
        <Button type="submit">{continueLabel}</Button>
      </div>
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
    </form>
  );
}
