import {
  BOOK_FORMAT_LABELS,
  BOOK_FORMATS,
  type PriceList,
  SADDLE_STITCH_PAGES_MESSAGE,
  SELECT_BINDING_MESSAGE,
  tooManyForSaddleStitch,
} from '@pod-portal/domain';
import { AlertDialog, Checkbox, RadioGroup, TextField } from '@pod-portal/ui';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { AudiobookFields } from './AudiobookFields.tsx';
import { ContributorsField } from './ContributorsField.tsx';
import { GenrePicker } from './GenrePicker.tsx';
import { type FieldErrors, invalidProps } from './general-info-errors.ts';
import { IsbnFields } from './IsbnFields.tsx';
import { MarketsFieldset } from './MarketsFieldset.tsx';
import { PrintFields } from './PrintFields.tsx';
import { useSaddleStitchRefusal } from './use-saddle-stitch-refusal.ts';

interface DetailsPageProps {
  prices: PriceList;
  /** The messages to show (after a first Continue); empty before. */
  errors: FieldErrors;
}

/** Page 1 of general info: what the book is and how it is made, by the format rules. */
export function DetailsPage({ prices, errors }: DetailsPageProps) {
  const { draft, change, patch } = useBookDraft();
  // The modal clears a saddle-stitch binding: the field then asks for another one at once.
  const saddleStitch = useSaddleStitchRefusal();
  return (
    <div className="wizard-page">
      <TextField
        label="Title"
        value={draft.title}
        onChange={(title) => patch({ title })}
        {...invalidProps(errors, 'title')}
      />
      <RadioGroup
        label="Format"
        orientation="horizontal"
        value={draft.format ?? ''}
        onChange={(value) => {
          const format = BOOK_FORMATS.find((entry) => entry === value);
          if (!format) return;
          change({ type: 'format', format });
          // An audiobook's markets cannot be toggled: it starts local.
          if (format === 'audiobook' && !draft.isLocal && !draft.isInternational) {
            patch({ isLocal: true });
          }
        }}
        options={BOOK_FORMATS.map((format) => ({
          value: format,
          label: BOOK_FORMAT_LABELS[format],
        }))}
        {...invalidProps(errors, 'bookFormat')}
      />
      <MarketsFieldset error={errors.isLocal} />
      <GenrePicker
        draft={draft}
        patch={patch}
        genreError={errors.genre}
        bisacError={errors.bisacCode}
      />
      {draft.format === 'ebook' && (
        <>
          <TextField
            label="Author"
            value={draft.author}
            onChange={(author) => patch({ author })}
            {...invalidProps(errors, 'author')}
          />
          <ContributorsField
            contributors={draft.contributors}
            onChange={(contributors) => patch({ contributors })}
            error={errors.contributors}
          />
        </>
      )}
      <IsbnFields error={errors.isbnNumber} />
      <TextField
        label="Number of pages"
        inputMode="numeric"
        value={draft.numPages === null ? '' : String(draft.numPages)}
        onChange={(text) => {
          const digits = text.replace(/\D/g, '');
          const pages = digits === '' ? null : Number(digits);
          if (tooManyForSaddleStitch(draft.binding, pages)) {
            saddleStitch.refuse();
          }
          change({ type: 'pages', pages });
        }}
        {...invalidProps(errors, 'numPages')}
      />
      {draft.format === 'print' && (
        <PrintFields
          prices={prices}
          errors={errors}
          bindingError={
            errors.binding ??
            (saddleStitch.bindingCleared && !draft.binding ? SELECT_BINDING_MESSAGE : undefined)
          }
          onSaddleStitchRefused={saddleStitch.refuse}
        />
      )}
      {draft.format === 'ebook' && (
        <Checkbox
          isSelected={draft.heavyGraphics}
          onChange={(heavyGraphics) => patch({ heavyGraphics })}
        >
          My book has heavy graphics
        </Checkbox>
      )}
      {draft.format === 'audiobook' && <AudiobookFields />}
      <AlertDialog
        title="Saddle stitch binding"
        isOpen={saddleStitch.isModalOpen}
        onOpenChange={saddleStitch.setModalOpen}
        actionLabel="OK"
      >
        {SADDLE_STITCH_PAGES_MESSAGE}
      </AlertDialog>
    </div>
  );
}
