import { useRef, useState } from 'react';
import {
  TextField as AriaTextField,
  Button,
  Input,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { classNames } from './class-names.ts';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { PoliteStatus } from './PoliteStatus.tsx';
import { useControlled } from './use-controlled.ts';

export interface TagFieldProps extends FieldTexts {
  label: string;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (tags: readonly string[]) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  className?: string;
}

const addTags = (tags: readonly string[], typed: readonly string[]) => {
  const next = [...tags];
  for (const text of typed.map((t) => t.trim())) {
    if (text && !next.some((tag) => tag.toLowerCase() === text.toLowerCase())) next.push(text);
  }
  return next;
};

/**
 * Keywords: typing ';' or pressing Enter turns the text into a tag. Tags are a list after
 * the input; arrow keys move between them and Delete, Backspace or their × button removes one.
 */
export function TagField({
  label,
  description = 'Press Enter or type ; to add each one.',
  errorMessage,
  value,
  defaultValue = [],
  onChange,
  isInvalid,
  isDisabled,
  placeholder,
  className,
}: TagFieldProps) {
  const [tags, setTags] = useControlled(value, defaultValue, onChange);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (typed: readonly string[]) => {
    const next = addTags(tags, typed);
    if (next.length === tags.length) return;
    setTags(next);
    setStatus(`Added ${next.slice(tags.length).join(', ')}`);
  };

  return (
    <div className={classNames('ui-field ui-tag-field', className)}>
      <AriaTextField
        value={text}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        onChange={(typed) => {
          const parts = typed.split(';');
          setText(parts.pop() ?? '');
          if (parts.length > 0) add(parts);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !text.trim()) return;
          // Enter adds the tag instead of submitting the surrounding form.
          event.preventDefault();
          add([text]);
          setText('');
        }}
        className="ui-field"
      >
        <Label>{label}</Label>
        <Input ref={inputRef} className="ui-input" placeholder={placeholder} />
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaTextField>
      <TagGroup
        aria-label={`${label}: added`}
        disabledKeys={isDisabled ? tags : undefined}
        onRemove={(keys) => {
          const next = tags.filter((tag) => !keys.has(tag));
          setTags(next);
          setStatus(`Removed ${tags.filter((tag) => keys.has(tag)).join(', ')}`);
          if (next.length === 0) inputRef.current?.focus();
        }}
        className="ui-tag-group"
      >
        <TagList items={tags.map((tag) => ({ id: tag }))} className="ui-tag-list">
          {(item) => (
            <Tag id={item.id} textValue={item.id} className="ui-tag">
              {item.id}
              <Button slot="remove" className="ui-tag-remove">
                <span aria-hidden="true">×</span>
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <PoliteStatus message={status} />
    </div>
  );
}
