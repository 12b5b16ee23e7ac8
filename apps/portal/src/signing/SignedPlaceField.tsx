import { searchPlaces } from '@pod-portal/domain';
import { ComboBox } from '@pod-portal/ui';

interface SignedPlaceFieldProps {
  value: string;
  onChange: (place: string) => void;
  errorMessage?: string;
}

const everything = () => true;

/**
 * Where the author signs: South African places suggested from the list shipped with the
 * product (no maps service needed), or any place typed in full.
 */
export function SignedPlaceField({ value, onChange, errorMessage }: SignedPlaceFieldProps) {
  const options = searchPlaces(value).map((label) => ({ id: label, label }));
  return (
    <ComboBox
      label="Signed place"
      description="Start typing your town or suburb, or type the place in full."
      placeholder="e.g. Rosebank, Gauteng"
      options={options}
      // The suggestions are already the matches for what was typed.
      defaultFilter={everything}
      allowsCustomValue
      menuTrigger="input"
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        if (typeof key === 'string') onChange(key);
      }}
      emptyMessage="No matches for your search term"
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
