import type { ReactNode } from 'react';
import { Heading, Text } from 'react-aria-components';
import { classNames } from './class-names.ts';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** What to do next, e.g. a 'New book' Link. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={classNames('ui-empty-state', className)}>
      <Heading level={headingLevel} className="ui-empty-state-title">
        {title}
      </Heading>
      {children && <Text className="ui-empty-state-body">{children}</Text>}
      {action && <div className="ui-empty-state-action">{action}</div>}
    </div>
  );
}
