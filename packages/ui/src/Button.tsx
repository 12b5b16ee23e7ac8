import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withClass } from './with-class.ts';

export type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends AriaButtonProps {
  variant?: Variant;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} data-variant={variant} className={withClass('ui-button', className)} />
  );
}
