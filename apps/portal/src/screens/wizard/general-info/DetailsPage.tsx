import {
  BINDINGS,
  type BindingId,
  BOOK_FORMAT_LABELS,
  BOOK_FORMATS,
  COLOUR_TYPES,
  COVER_FINISHES,
  type ColourType,
  type CoverFinish,
  ISBN_IN_USE_MESSAGE,
  PRINT_OPTIONS,
  type PriceList,
  SADDLE_STITCH_PAGES_MESSAGE,
  SELECT_BINDING_MESSAGE,
  TRIM_SIZES,
  tooManyForSaddleStitch,
} from '@pod-portal/domain';
import { AlertDialog, Checkbox, RadioGroup, Select, Switch, TextField } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { ContributorsField } from './ContributorsField.tsx';
import { GenrePicker } from './GenrePicker.tsx';
import type { FieldErrors } from './general-info-errors.ts';
import { useIsbnInUse } from './use-isbn-check.ts';
import { voiceArtistsQuery } from './voice-artists-query.ts';

const COLOUR_LABELS: Record<ColourType, string> = { Colo: 'Colour', 'B&W': 'Black and white' };

interface DetailsPageProps {
  prices: PriceList;
  /** The messages to show (after a first Continue); empty before. */
  errors: FieldErrors;
}

/** Page 1 of general info: what the book is and how it is made, by the format rules. */
export function DetailsPage({ prices, errors }: DetailsPageProps) {
  const { draft, change, patch } = useBookDraft();
  const [saddleStitchModal, setSaddleStitchModal] = useState(false);
  // The modal clears a saddle-stitch binding: the field then asks for another one at once.
  const [bindingCleared, setBindingCleared] = useState(false);
  const refuseSaddleStitch = () => {
    setSaddleStitchModal(true);
    setBindingCleared(true);
  };
  const isbnInUse = useIsbnInUse(draft.isbn, draft.isbnNeeded);
  const isPrint = draft.format === 'print';
  const invalid = (field: string) => ({
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    validationBehavior: 'aria' as const,
  });
  const sizes = TRIM_SIZES.filter(
    (size) => (!draft.isLocal || size.local) && (!draft.isInternational || size.international),
  ).map((size) => ({ id: size.id, label: `${size.name} (${size.widthMm} x ${size.heightMm} mm)` }));
  const isbnError =
    errors.isbnNumber ??
    (isbnInUse === true && !draft.isbnNeeded ? ISBN_IN_USE_MESSAGE : undefined);
  return (
    <div className="wizard-page">
      <TextField
        label="Title"
        value={draft.title}
        onChange={(title) => patch({ title })}
        {...invalid('title')}
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
        {...invalid('bookFormat')}
      />
      <fieldset className="wizard-fieldset" aria-invalid={errors.isLocal ? true : undefined}>
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
        {errors.isLocal && <p className="wizard-error">{errors.isLocal}</p>}
      </fieldset>
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
            {...invalid('author')}
          />
          <ContributorsField
            contributors={draft.contributors}
            onChange={(contributors) => patch({ contributors })}
            error={errors.contributors}
          />
        </>
      )}
      <Switch
        isSelected={draft.isbnNeeded}
        onChange={(needed) => change({ type: 'isbn-needed', needed })}
      >
        I need an ISBN (we register one for you, R250)
      </Switch>
      {!draft.isbnNeeded && (
        <TextField
          label="ISBN"
          description="13 digits"
          inputMode="numeric"
          maxLength={13}
          value={draft.isbn}
          onChange={(isbn) => patch({ isbn: isbn.replace(/\D/g, '') })}
          isInvalid={isbnError !== undefined}
          errorMessage={isbnError}
          validationBehavior="aria"
        />
      )}
      <TextField
        label="Number of pages"
        inputMode="numeric"
        value={draft.numPages === null ? '' : String(draft.numPages)}
        onChange={(text) => {
          const digits = text.replace(/\D/g, '');
          const pages = digits === '' ? null : Number(digits);
          if (tooManyForSaddleStitch(draft.binding, pages)) {
            refuseSaddleStitch();
          }
          change({ type: 'pages', pages });
        }}
        {...invalid('numPages')}
      />
      {isPrint && (
        <PrintFields
          prices={prices}
          sizes={sizes}
          invalid={invalid}
          bindingError={
            errors.binding ??
            (bindingCleared && !draft.binding ? SELECT_BINDING_MESSAGE : undefined)
          }
          onSaddleStitchRefused={refuseSaddleStitch}
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
        isOpen={saddleStitchModal}
        onOpenChange={setSaddleStitchModal}
        actionLabel="OK"
      >
        {SADDLE_STITCH_PAGES_MESSAGE}
      </AlertDialog>
    </div>
  );
}

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

type Invalid = (field: string) => {
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
};

function PrintFields({
  prices,
  sizes,
  invalid,
  bindingError,
  onSaddleStitchRefused,
}: {
  prices: PriceList;
  sizes: { id: string; label: string }[];
  invalid: Invalid;
  bindingError: string | undefined;
  onSaddleStitchRefused: () => void;
}) {
  const { draft, change, patch } = useBookDraft();
  const idOf = (key: unknown) => (key === null ? null : Number(key));
  const paperOptions = (market: 'local' | 'international') =>
    prices[market].paperTypes.map((paper) => ({
      id: paper.id,
      label: `${paper.name} (up to ${paper.maxPage} pages)`,
    }));
  const coverOptions = (market: 'local' | 'international') =>
    prices[market].coverTypes.map((cover) => ({ id: cover.id, label: cover.name }));
  return (
    <>
      <Select
        label="Size"
        placeholder="Choose a size"
        options={sizes}
        value={draft.size}
        onChange={(key) => key !== null && change({ type: 'size', sizeId: String(key) })}
        {...invalid('size')}
      />
      {draft.size && (
        <dl className="wizard-summary">
          <dt>Height</dt>
          <dd>{draft.height} mm</dd>
          <dt>Width</dt>
          <dd>{draft.width} mm</dd>
          <dt>Orientation</dt>
          <dd>{draft.orientation}</dd>
          <dt>Template</dt>
          <dd>{draft.template}</dd>
        </dl>
      )}
      <RadioGroup
        label="Colour"
        orientation="horizontal"
        value={draft.colour ?? ''}
        onChange={(value) => {
          const colour = COLOUR_TYPES.find((entry) => entry === value);
          if (colour) change({ type: 'colour', colour });
        }}
        options={COLOUR_TYPES.map((colour) => ({ value: colour, label: COLOUR_LABELS[colour] }))}
        {...invalid('color')}
      />
      <RadioGroup
        label="Cover finish"
        orientation="horizontal"
        value={draft.coverFinish ?? ''}
        onChange={(value) => {
          const finish = COVER_FINISHES.find((entry) => entry === value);
          if (finish) patch({ coverFinish: finish as CoverFinish });
        }}
        options={COVER_FINISHES.map((finish) => ({ value: finish, label: finish }))}
        {...invalid('coverFinish')}
      />
      <Select
        label="Binding"
        placeholder="Choose a binding"
        options={BINDINGS.map((binding) => ({ id: binding.id, label: binding.name }))}
        value={draft.binding}
        isInvalid={bindingError !== undefined}
        errorMessage={bindingError}
        validationBehavior="aria"
        onChange={(key) => {
          const binding = BINDINGS.find((entry) => entry.id === key)?.id as BindingId | undefined;
          if (!binding) return;
          if (tooManyForSaddleStitch(binding, draft.numPages)) {
            onSaddleStitchRefused();
          }
          change({ type: 'binding', binding });
        }}
      />
      {PAPER_MARKETS.filter((market) => draft[market.chosen]).map((market) => (
        <fieldset key={market.id} className="wizard-fieldset">
          <legend>{market.legend}</legend>
          <Select
            label={`${market.name} paper type`}
            placeholder="Choose a paper type"
            options={paperOptions(market.id)}
            value={draft[market.paper]}
            onChange={(key) => patch({ [market.paper]: idOf(key) })}
            {...invalid(market.paper)}
          />
          <Select
            label={`${market.name} cover type`}
            placeholder="Choose a cover type"
            options={coverOptions(market.id)}
            value={draft[market.cover]}
            onChange={(key) => patch({ [market.cover]: idOf(key) })}
            {...invalid(market.cover)}
          />
        </fieldset>
      ))}
      <fieldset className="wizard-fieldset">
        <legend>Options</legend>
        {PRINT_OPTIONS.map((option) => (
          <Checkbox
            key={option.id}
            isSelected={draft.options[option.id]}
            onChange={(on) => patch({ options: { ...draft.options, [option.id]: on } })}
          >
            {option.name}
          </Checkbox>
        ))}
      </fieldset>
    </>
  );
}

function AudiobookFields() {
  const { pod } = useRouteContext({ from: '__root__' });
  const { draft, patch } = useBookDraft();
  const artists = useQuery(voiceArtistsQuery(pod));
  return (
    <>
      <Switch
        isSelected={draft.recordingRequired}
        onChange={(recordingRequired) => patch({ recordingRequired })}
      >
        I need a voice artist to record my book
      </Switch>
      {draft.recordingRequired && (
        <Select
          label="Voice artist"
          placeholder="Choose a voice artist"
          options={(artists.data ?? []).map((artist) => ({
            id: artist.id,
            label: `${artist.name} (${artist.nationality}, ${artist.gender})`,
          }))}
          value={draft.voiceArtistId}
          onChange={(key) => {
            const artist = artists.data?.find((entry) => entry.id === key);
            patch({
              voiceArtistId: artist?.id ?? null,
              voiceAccent: artist?.nationality ?? null,
              voiceGender: artist?.gender ?? null,
            });
          }}
        />
      )}
    </>
  );
}
