import { useEffect } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { keepAnnouncementsAsText } from './announcements-as-text.ts';
import { withClass } from './with-class.ts';

export type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends AriaButtonProps {
  variant?: Variant;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  // A pending button is announced by React Aria while focused: see announcements-as-text.ts.
  const pendingCapable = props.isPending !== undefined;
  useEffect(() => {
    if (pendingCapable) keepAnnouncementsAsText();
  }, [pendingCapable]);
  return (
    <AriaButton {...props} data-variant={variant} className={withClass('ui-button', className)} />
  );
}
