import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { Variant } from './Button.tsx';
import { withClass } from './with-class.ts';

export interface LinkProps extends AriaLinkProps {
  /** Without a variant the link reads as inline text; with one it looks like a button. */
  variant?: Variant;
}

export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={withClass(variant ? 'ui-button' : 'ui-link', className)}
    />
  );
}
