import type { PreflightFinding } from '@pod-portal/domain';
import { Button } from '@pod-portal/ui';
import { useId, useState } from 'react';
import { FindingItem, type RenderFix } from './FindingItem.tsx';
import { GRADE_HEADINGS } from './finding-labels.ts';
import { type FindingsFile, type PdfDocument, usePdfDocument } from './use-pdf-document.ts';
import './preflight.css';

/** Findings shown in a group before "Show all": a colour book can find colour on every page. */
const FIRST_SHOWN = 5;

function FindingGroup({
  heading,
  findings,
  pdf,
  renderFix,
}: {
  heading: string;
  findings: readonly PreflightFinding[];
  pdf: PdfDocument | null;
  renderFix?: RenderFix;
}) {
  const [all, setAll] = useState(false);
  const id = useId();
  const shown = all ? findings : findings.slice(0, FIRST_SHOWN);
  return (
    <div className="preflight-group">
      <h4 id={id}>
        {heading} ({findings.length})
      </h4>
      <ul aria-labelledby={id} className="preflight-list">
        {shown.map((finding, index) => (
          <FindingItem
            // Findings have no id: their order is the domain's and stays for a file.
            key={`${finding.code}-${finding.page ?? 0}-${index}`}
            finding={finding}
            pdf={pdf}
            renderFix={renderFix}
          />
        ))}
      </ul>
      {findings.length > FIRST_SHOWN && (
        <Button variant="secondary" onPress={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${findings.length}`}
        </Button>
      )}
    </div>
  );
}

/**
 * What preflight found in a chosen PDF (or, after the upload, the server in the stored one),
 * grouped by grade (blocks printing, will print but
 * looks wrong, worth knowing), each finding on its page with the page's thumbnail. The file is
 * opened for thumbnails only when a finding names a page. `renderFix` places a safe fix's
 * button under the findings it can fix.
 */
export function PreflightFindings({
  file,
  findings,
  renderFix,
}: {
  file: FindingsFile | null;
  findings: readonly PreflightFinding[];
  renderFix?: RenderFix;
}) {
  const pdf = usePdfDocument(
    file,
    findings.some((finding) => finding.page !== undefined),
  );
  const id = useId();
  return (
    <section className="preflight" aria-labelledby={id}>
      <h3 id={id}>What we found in {file?.name ?? 'your file'}</h3>
      {GRADE_HEADINGS.map(({ grade, heading }) => {
        const graded = findings.filter((finding) => finding.grade === grade);
        return (
          graded.length > 0 && (
            <FindingGroup
              key={grade}
              heading={heading}
              findings={graded}
              pdf={pdf}
              renderFix={renderFix}
            />
          )
        );
      })}
    </section>
  );
}
