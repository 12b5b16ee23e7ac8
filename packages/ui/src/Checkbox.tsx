import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { withClass } from './with-class.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label; it may hold links (e.g. to the Terms & Conditions). */
  children: ReactNode;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={withClass('ui-checkbox', className)}>
      <span className="ui-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18" focusable="false" aria-hidden="true">
          <polyline points="2 9 7 14 16 4" />
        </svg>
      </span>
      <span className="ui-checkbox-label">{children}</span>
    </AriaCheckbox>
  );
}
