import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps,
  Text,
} from 'react-aria-components';
import { classNames } from './class-names.ts';

/** Every field accepts these three texts; the shared parts below render them. */
export interface FieldTexts {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (set `isInvalid`, or a failing `validate`). */
  errorMessage?: AriaFieldErrorProps['children'];
}

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={classNames('ui-label', className)} />;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className="ui-description">
      {children}
    </Text>
  );
}

export function FieldError(props: AriaFieldErrorProps) {
  return <AriaFieldError {...props} className="ui-field-error" />;
}

/** The description and error under a field, in the order screen readers meet them. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTexts, 'label'>) {
  return (
    <>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
