import { Button, Card } from '@pod-portal/ui';
import { useState } from 'react';
import type { CurrentUser } from '../../../api/current-user.ts';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import { maskedNumberNote } from './masked-number-note.ts';
import type { UpdateRequestForm } from './update-request-form.ts';

type PublisherField =
  | 'publish_name'
  | 'reg_id_no'
  | 'physical_address'
  | 'postal_address'
  | 'telephone'
  | 'email'
  | 'contact_person';

const FIELDS: { name: PublisherField; label: string }[] = [
  { name: 'publish_name', label: 'Publisher name' },
  { name: 'reg_id_no', label: 'Registration ID' },
  { name: 'physical_address', label: 'Physical address' },
  { name: 'postal_address', label: 'Postal address' },
  { name: 'telephone', label: 'Telephone' },
  { name: 'email', label: 'Publisher email' },
  { name: 'contact_person', label: 'Contact person' },
];

/** The Publisher Details section, behind Show/Hide Signing Details. */
export function PublisherDetailsCard({
  form,
  user,
}: {
  form: SchemaForm<UpdateRequestForm>;
  user: CurrentUser;
}) {
  const [showSigning, setShowSigning] = useState(false);
  return (
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
        {FIELDS.map(({ name, label }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <FormTextField
                field={field}
                label={label}
                description={name === 'reg_id_no' ? maskedNumberNote(user, name) : undefined}
              />
            )}
          </form.Field>
        ))}
      </div>
    </Card>
  );
}
