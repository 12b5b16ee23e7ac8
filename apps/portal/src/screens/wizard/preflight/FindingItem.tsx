import type { PreflightFinding } from '@pod-portal/domain';
import type { ReactNode } from 'react';
import { FINDING_TITLES } from './finding-labels.ts';
import { PageThumbnail } from './PageThumbnail.tsx';
import type { PdfDocument } from './use-pdf-document.ts';

/** Where a safe fix's button goes, per finding (none yet: they are added with the fixes). */
export type RenderFix = (finding: PreflightFinding) => ReactNode;

/** The thumbnail's alt text: the page, and the problem (outlined where it is on the page). */
function thumbnailAlt({ code, page, spot }: PreflightFinding): string {
  // Only the first letter: a title's abbreviations (RGB) stay as they are.
  const title = FINDING_TITLES[code].replace(/^./, (first) => first.toLowerCase());
  return spot ? `Page ${page}, ${title} outlined` : `Page ${page}, ${title}`;
}

/**
 * One finding: its page's thumbnail with the spot outlined, what it is and on which page, what
 * a printer would do with it, what the author can do, and the place for a safe fix.
 */
export function FindingItem({
  finding,
  pdf,
  renderFix,
}: {
  finding: PreflightFinding;
  pdf: PdfDocument | null;
  renderFix?: RenderFix;
}) {
  const fix = renderFix?.(finding);
  return (
    <li className="preflight-finding" data-code={finding.code}>
      {finding.page !== undefined && (
        <PageThumbnail
          pdf={pdf}
          page={finding.page}
          spot={finding.spot}
          alt={thumbnailAlt(finding)}
        />
      )}
      <div className="preflight-finding__text">
        <p className="preflight-finding__title">
          <strong>{FINDING_TITLES[finding.code]}</strong>
          {finding.page !== undefined && <>, page {finding.page}</>}
        </p>
        <p>{finding.message}</p>
        <p>
          <span className="preflight-finding__label">What you can do: </span>
          {finding.action}
        </p>
        {fix && <div className="preflight-finding__fix">{fix}</div>}
      </div>
    </li>
  );
}
