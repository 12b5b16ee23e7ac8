import type { ReactNode } from 'react';
import { Heading, Text } from 'react-aria-components';
import { classNames } from './class-names.ts';

export interface AlertProps {
  variant: 'success' | 'danger';
  title?: ReactNode;
  children: ReactNode;
  /** E.g. a Retry button. */
  action?: ReactNode;
  className?: string;
}

/**
 * An inline message in the page. Danger alerts interrupt screen readers (role alert);
 * success ones wait their turn (role status). Render it when the event happens so it is read.
 */
export function Alert({ variant, title, children, action, className }: AlertProps) {
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      data-variant={variant}
      className={classNames('ui-alert', className)}
    >
      <div className="ui-alert-text">
        {title && (
          <Heading level={2} className="ui-alert-title">
            {title}
          </Heading>
        )}
        <Text className="ui-alert-body">{children}</Text>
      </div>
      {action && <div className="ui-alert-action">{action}</div>}
    </div>
  );
}
