import type { ReactNode } from 'react';
import { Heading, Text } from 'react-aria-components';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';

export interface BannerProps {
  variant?: 'info' | 'warning';
  title: ReactNode;
  children?: ReactNode;
  /** An optional button, e.g. 'Refresh' on the 'Update available' banner. */
  actionLabel?: string;
  onAction?: () => void;
  className?: string;
}

/** A full-width notice about the app's state (offline, update ready), announced politely. */
export function Banner({
  variant = 'info',
  title,
  children,
  actionLabel,
  onAction,
  className,
}: BannerProps) {
  return (
    <div role="status" data-variant={variant} className={classNames('ui-banner', className)}>
      <div className="ui-banner-text">
        <Heading level={2} className="ui-banner-title">
          {title}
        </Heading>
        {children && <Text className="ui-banner-body">{children}</Text>}
      </div>
      {actionLabel && (
        <Button variant="secondary" onPress={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
