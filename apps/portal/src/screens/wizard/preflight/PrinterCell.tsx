import type { PrinterFinding } from '@pod-portal/domain';
import { useId } from 'react';

const STATUS: Record<PrinterFinding['status'], { mark: string; text: string }> = {
  pass: { mark: '✓', text: 'Pass' },
  fail: { mark: '✕', text: 'Fail' },
  unchecked: { mark: '–', text: 'Not checked' },
};

/**
 * One rule at one printer: pass, fail or not checked, focusable, with the reason shown on
 * hover and focus and read with it (a visually hidden text the cell is described by).
 */
export function PrinterCell({ finding }: { finding: PrinterFinding }) {
  const reason = useId();
  const { mark, text } = STATUS[finding.status];
  return (
    <div className="printer-cell" data-status={finding.status}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the reason, as hover does. */}
      <span className="printer-cell__status" tabIndex={0} aria-describedby={reason}>
        <span aria-hidden="true">{mark} </span>
        {text}
      </span>
      <span id={reason} role="tooltip" className="printer-cell__reason">
        {finding.message}
      </span>
    </div>
  );
}
