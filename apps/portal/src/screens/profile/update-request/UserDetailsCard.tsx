import { Card } from '@pod-portal/ui';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import type { SchemaForm } from '../../../forms/use-schema-form.ts';
import type { UpdateRequestForm } from './update-request-form.ts';

type UserField = 'name_first' | 'name_last' | 'userEmail' | 'phone_main';

const FIELDS: { name: UserField; label: string; description?: string }[] = [
  { name: 'name_first', label: 'First name' },
  { name: 'name_last', label: 'Last name' },
  { name: 'userEmail', label: 'Email' },
  { name: 'phone_main', label: 'Phone', description: 'Optional: + and 8 to 15 digits' },
];

/** The User section: the author's names, email and phone as they should become. */
export function UserDetailsCard({ form }: { form: SchemaForm<UpdateRequestForm> }) {
  return (
    <Card title="User">
      <div className="app-form">
        {FIELDS.map(({ name, label, description }) => (
          <form.Field key={name} name={name}>
            {(field) => <FormTextField field={field} label={label} description={description} />}
          </form.Field>
        ))}
      </div>
    </Card>
  );
}
