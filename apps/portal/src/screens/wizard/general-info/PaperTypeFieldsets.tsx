import type { PriceList } from '@pod-portal/domain';
import { Select } from '@pod-portal/ui';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { type FieldErrors, invalidProps } from './general-info-errors.ts';

// Each market's paper and cover choice (the draft's and the rules' field names agree).
const PAPER_MARKETS = [
  {
    id: 'local',
    name: 'Local',
    legend: 'Local printing',
    chosen: 'isLocal',
    paper: 'localPaperType',
    cover: 'localCoverPaperType',
  },
  {
    id: 'international',
    name: 'International',
    legend: 'International printing',
    chosen: 'isInternational',
    paper: 'internationalPaperType',
    cover: 'internationalCoverPaperType',
  },
] as const;

const idOf = (key: unknown) => (key === null ? null : Number(key));

/** For each market the book is sold in, its paper and cover types from that market's prices. */
export function PaperTypeFieldsets({ prices, errors }: { prices: PriceList; errors: FieldErrors }) {
  const { draft, patch } = useBookDraft();
  const paperOptions = (market: 'local' | 'international') =>
    prices[market].paperTypes.map((paper) => ({
      id: paper.id,
      label: `${paper.name} (up to ${paper.maxPage} pages)`,
    }));
  const coverOptions = (market: 'local' | 'international') =>
    prices[market].coverTypes.map((cover) => ({ id: cover.id, label: cover.name }));
  return PAPER_MARKETS.filter((market) => draft[market.chosen]).map((market) => (
    <fieldset key={market.id} className="wizard-fieldset">
      <legend>{market.legend}</legend>
      <Select
        label={`${market.name} paper type`}
        placeholder="Choose a paper type"
        options={paperOptions(market.id)}
        value={draft[market.paper]}
        onChange={(key) => patch({ [market.paper]: idOf(key) })}
        {...invalidProps(errors, market.paper)}
      />
      <Select
        label={`${market.name} cover type`}
        placeholder="Choose a cover type"
        options={coverOptions(market.id)}
        value={draft[market.cover]}
        onChange={(key) => patch({ [market.cover]: idOf(key) })}
        {...invalidProps(errors, market.cover)}
      />
    </fieldset>
  ));
}
