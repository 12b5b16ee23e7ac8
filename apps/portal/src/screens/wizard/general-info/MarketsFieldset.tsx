import { Switch } from '@pod-portal/ui';
import { useBookDraft } from '../drafts/use-book-draft.ts';

/** Where the book is sold: locally and/or internationally (a print book's choice only). */
export function MarketsFieldset({ error }: { error: string | undefined }) {
  const { draft, change } = useBookDraft();
  const isPrint = draft.format === 'print';
  return (
    <fieldset className="wizard-fieldset" aria-invalid={error ? true : undefined}>
      <legend>Where will your book be sold?</legend>
      <Switch
        isSelected={draft.isLocal}
        isDisabled={!isPrint}
        onChange={(on) => change({ type: 'local', on })}
      >
        Locally (South Africa, prices in rand)
      </Switch>
      <Switch
        isSelected={draft.isInternational}
        isDisabled={!isPrint}
        onChange={(on) => change({ type: 'international', on })}
      >
        Internationally (prices in USD)
      </Switch>
      {draft.format === 'ebook' && <p>Ebooks are sold internationally only.</p>}
      {error && <p className="wizard-error">{error}</p>}
    </fieldset>
  );
}
