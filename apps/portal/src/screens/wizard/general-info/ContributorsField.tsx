import { CONTRIBUTOR_ROLES, type Contributor } from '@pod-portal/domain';
import { Button, ComboBox, TextField } from '@pod-portal/ui';

interface ContributorsFieldProps {
  contributors: Contributor[];
  onChange: (contributors: Contributor[]) => void;
  error?: string;
}

const ROLES = CONTRIBUTOR_ROLES.map((role) => ({ id: role, label: role }));

/** The ebook's contributors: a name and a preset or typed role each. */
export function ContributorsField({ contributors, onChange, error }: ContributorsFieldProps) {
  const update = (index: number, fields: Partial<Contributor>) =>
    onChange(contributors.map((entry, at) => (at === index ? { ...entry, ...fields } : entry)));
  return (
    <fieldset className="wizard-fieldset" aria-invalid={error ? true : undefined}>
      <legend>Contributors</legend>
      {contributors.map((contributor, index) => (
        <div className="wizard-row" key={index}>
          <TextField
            label={`Contributor ${index + 1} name`}
            value={contributor.name}
            onChange={(name) => update(index, { name })}
          />
          <ComboBox
            label={`Contributor ${index + 1} role`}
            options={ROLES}
            allowsCustomValue
            inputValue={contributor.role}
            onInputChange={(role) => update(index, { role })}
          />
          <Button
            variant="ghost"
            onPress={() => onChange(contributors.filter((_, at) => at !== index))}
          >
            Remove contributor {index + 1}
          </Button>
        </div>
      ))}
      {error && <p className="wizard-error">{error}</p>}
      <Button
        variant="secondary"
        onPress={() => onChange([...contributors, { name: '', role: '' }])}
      >
        Add contributor
      </Button>
    </fieldset>
  );
}
