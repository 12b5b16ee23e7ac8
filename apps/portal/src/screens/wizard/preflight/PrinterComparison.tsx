import { PRINTER_RULE_IDS, type PrinterCheck, type PrinterRuleId } from '@pod-portal/domain';
import { useId } from 'react';
import { PrinterCell } from './PrinterCell.tsx';
import { PrinterSources } from './PrinterSources.tsx';
import './preflight.css';

const RULE_NAMES: Record<PrinterRuleId, string> = {
  binding: 'Binding',
  'ink-and-paper': 'Ink and paper',
  trim: 'Trim size',
  'page-count': 'Page count',
  bleed: 'Bleed',
  margins: 'Margins',
  'spine-text': 'Spine text',
  resolution: 'Image resolution',
  'colour-space': 'Colour space',
  'file-format': 'File format',
  fonts: 'Fonts',
};

const VERDICTS: Record<PrinterCheck['verdict'], string> = {
  prints: 'Would print',
  'looks-wrong': 'Would print, looking wrong',
  blocked: 'Would be refused',
};

/**
 * "Would this file pass elsewhere?": the book file against our press's and KDP's, IngramSpark's
 * and Lulu's published rules, side by side (the domain's `checkAgainstPrinters`): a row per
 * rule, a column per printer with its verdict and the pages its figures come from. On a phone
 * the table scrolls sideways inside its own region.
 */
export function PrinterComparison({ checks }: { checks: readonly PrinterCheck[] }) {
  const heading = useId();
  return (
    <div className="printer-comparison">
      <h3 id={heading}>Would this file pass elsewhere?</h3>
      <p>
        Your file against each printer's published print rules. Hover over or focus a result for the
        reason.
      </p>
      <section
        className="printer-comparison__scroll"
        aria-labelledby={heading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is reached by keyboard.
        tabIndex={0}
      >
        <table className="printer-table">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              {checks.map((check) => (
                <th scope="col" key={check.printer}>
                  {check.name}
                  <span className="printer-table__verdict" data-verdict={check.verdict}>
                    {VERDICTS[check.verdict]}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PRINTER_RULE_IDS.map((rule) => (
              <tr key={rule}>
                <th scope="row">{RULE_NAMES[rule]}</th>
                {checks.map((check) => {
                  const finding = check.findings.find((entry) => entry.rule === rule);
                  return (
                    <td key={check.printer}>{finding && <PrinterCell finding={finding} />}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Sources</th>
              {checks.map((check) => (
                <td key={check.printer}>
                  <PrinterSources check={check} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
