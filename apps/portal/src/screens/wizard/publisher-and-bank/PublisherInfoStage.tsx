import {
  PUBLISHER_PROFILE_FIELDS,
  type PublisherDetails,
  publisherDetailsSchema,
} from '@pod-portal/domain';
import { Switch } from '@pod-portal/ui';
import { useState } from 'react';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../../forms/use-schema-form.ts';
import { withoutLockedFields } from '../../../forms/without-locked-fields.ts';
import { useCurrentUser } from '../../../session/use-current-user.ts';
import { publisherStore } from '../drafts/wizard-stores.ts';
import { BackHomeModal } from '../frame/BackHomeModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { LockedNote } from './LockedNote.tsx';
import { profileValues } from './profile-locks.ts';

type Details = Required<PublisherDetails>;
type TextField = Exclude<keyof Details, 'isSelfPublisher'>;

const FIELDS: { name: TextField; label: string; type?: 'email' | 'tel' }[] = [
  { name: 'publisherName', label: 'Publisher name' },
  { name: 'publisherRegId', label: 'Registration ID' },
  { name: 'publisherPhysicalAddress', label: 'Physical address' },
  { name: 'publisherPostalAddress', label: 'Postal address' },
  { name: 'publisherTelephone', label: 'Telephone', type: 'tel' },
  { name: 'publisherEmail', label: 'Email', type: 'email' },
  { name: 'publisherContactPerson', label: 'Contact person' },
];

const EMPTY: Details = {
  publisherName: '',
  publisherRegId: '',
  publisherPhysicalAddress: '',
  publisherPostalAddress: '',
  publisherTelephone: '',
  publisherEmail: '',
  publisherContactPerson: '',
  isSelfPublisher: false,
};

/** Who publishes the book; the details the profile holds are locked. */
export function PublisherInfoStage({ base, continueLabel }: StageProps) {
  const user = useCurrentUser();
  const { goTo, goHome } = useWizardNavigation(base);
  const [backOpen, setBackOpen] = useState(false);
  const stored = profileValues(user?.bankInfo, PUBLISHER_PROFILE_FIELDS);
  const locked = new Set<string>(Object.keys(stored));
  const { form, formProps } = useSchemaForm<Details>({
    draftKey: 'publisher-details',
    defaultValues: { ...EMPTY, ...publisherStore.get(), ...stored },
    schema: withoutLockedFields(publisherDetailsSchema, locked),
    onSubmit: (details) => {
      publisherStore.set(details);
      markCompleted('publisher-info');
      void goTo('bank-details');
    },
  });
  const fullName = user ? `${user.name_first} ${user.name_last}`.trim() : '';
  // A self-publisher publishes under their own name and email (unless the profile locks them).
  const copySelf = () => {
    const own: [TextField, string][] = [
      ['publisherName', fullName],
      ['publisherContactPerson', fullName],
      ['publisherEmail', user?.email ?? ''],
    ];
    for (const [name, value] of own) if (!locked.has(name)) form.setFieldValue(name, value);
  };
  return (
    <form {...formProps}>
      {locked.size > 0 && <LockedNote />}
      <form.Field name="isSelfPublisher">
        {(field) => (
          <Switch
            isSelected={field.state.value}
            onChange={(on) => {
              field.handleChange(on);
              if (on) copySelf();
            }}
          >
            I am a self-publisher
          </Switch>
        )}
      </form.Field>
      {FIELDS.map(({ name, label, type }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <FormTextField field={field} label={label} type={type} isReadOnly={locked.has(name)} />
          )}
        </form.Field>
      ))}
      <StageActions onBack={() => setBackOpen(true)} continueLabel={continueLabel} />
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
    </form>
  );
}
