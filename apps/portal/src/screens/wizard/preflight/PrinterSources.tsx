import type { PrinterCheck, Source } from '@pod-portal/domain';
import { Link } from '@pod-portal/ui';
import { printerSources } from './printer-sources.ts';

const OWN_NOTES: Partial<Record<Source['kind'], string>> = {
  domain: 'Our own rules',
  reference: 'Our reference notes',
};

const SourceLinks = ({ sources }: { sources: readonly Source[] }) => (
  <ul className="printer-sources">
    {sources.map((source) => (
      <li key={source.url}>
        <Link href={source.url} target="_blank" rel="noreferrer">
          {source.title}
        </Link>
      </li>
    ))}
  </ul>
);

/** The printer's own pages; the pages quoting them behind a disclosure; our notes named. */
export function PrinterSources({ check }: { check: PrinterCheck }) {
  const sources = printerSources(check.printer);
  const web = sources.filter((source) => /^https?:/.test(source.url));
  const official = web.filter((source) => source.kind === 'official');
  const quoting = web.filter((source) => source.kind !== 'official');
  const notes = [...new Set(sources.flatMap((source) => OWN_NOTES[source.kind] ?? []))];
  return (
    <>
      <SourceLinks sources={official} />
      {quoting.length > 0 && (
        <details className="printer-sources__more">
          <summary>{quoting.length} pages quoting them</summary>
          <SourceLinks sources={quoting} />
        </details>
      )}
      {notes.length > 0 && (
        <p className="printer-sources__notes">
          {notes.join(', ')}, read {sources[0]?.read}
        </p>
      )}
    </>
  );
}
