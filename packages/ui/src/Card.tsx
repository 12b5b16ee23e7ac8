import { type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import { classNames } from './class-names.ts';

export interface CardProps {
  title?: ReactNode;
  /** The heading level that fits the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  /** Actions at the bottom, e.g. a Link to the full list. */
  footer?: ReactNode;
  className?: string;
}

/** A titled group of content; with a title it is a named region screen readers can jump to. */
export function Card({ title, headingLevel = 2, children, footer, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={classNames('ui-card', className)}
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <Heading id={titleId} level={headingLevel} className="ui-card-title">
          {title}
        </Heading>
      )}
      <div className="ui-card-body">{children}</div>
      {footer && <div className="ui-card-footer">{footer}</div>}
    </section>
  );
}
