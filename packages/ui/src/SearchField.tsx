import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

export interface SearchFieldProps extends AriaSearchFieldProps, FieldTexts {
  placeholder?: string;
}

/** Enter submits, Escape clears; the clear button is skipped by Tab (Escape does the same). */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={withClass('ui-field ui-search', className)}>
      {label && <Label>{label}</Label>}
      <Group className="ui-input-group">
        <Input className="ui-input" placeholder={placeholder} />
        <Button className="ui-input-action ui-search-clear">×</Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
