import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { Label } from './Field.tsx';
import { withClass } from './with-class.ts';

export interface ProgressBarProps extends AriaProgressBarProps {
  label: string;
  /** Hides the label visually (it is still read), e.g. for the register stages bar. */
  hideLabel?: boolean;
}

export function ProgressBar({ label, hideLabel, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={withClass('ui-progress', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={hideLabel ? 'ui-visually-hidden' : 'ui-progress-header'}>
            <Label>{label}</Label>
            {!isIndeterminate && <span className="ui-progress-value">{valueText}</span>}
          </div>
          <div className="ui-progress-track">
            <div
              className="ui-progress-fill"
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
