import { PRINTERS, type PrinterId, type Source } from '@pod-portal/domain';

/**
 * The pages a printer's figures come from (the domain cites each rule), each once: the
 * printer's own pages first, then the pages quoting them; our own press's are the domain's
 * rules, named once.
 */
export function printerSources(id: PrinterId): Source[] {
  const printer = PRINTERS.find((entry) => entry.id === id);
  if (!printer) return [];
  const cited = [
    printer.bindings,
    printer.inkAndPaper,
    printer.trims,
    ...printer.pageLimits.limits,
    printer.bleed,
    printer.margins,
    printer.spineText,
    printer.spine,
    printer.resolution,
    printer.colourSpaces,
    printer.pdfStandards,
    printer.fontsEmbedded,
  ].flatMap((rule) => rule.sources);
  const byUrl = new Map(cited.map((source) => [source.url, source]));
  const order: Source['kind'][] = ['official', 'secondary', 'reference', 'domain'];
  return [...byUrl.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
