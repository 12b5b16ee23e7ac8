import {
  BINDINGS,
  type BindingId,
  COLOUR_TYPES,
  COVER_FINISHES,
  type ColourType,
  type CoverFinish,
  PRINT_OPTIONS,
  type PriceList,
  TRIM_SIZES,
  tooManyForSaddleStitch,
} from '@pod-portal/domain';
import { Checkbox, RadioGroup, Select } from '@pod-portal/ui';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { type FieldErrors, invalidProps } from './general-info-errors.ts';
import { PaperTypeFieldsets } from './PaperTypeFieldsets.tsx';

const COLOUR_LABELS: Record<ColourType, string> = { Colo: 'Colour', 'B&W': 'Black and white' };

interface PrintFieldsProps {
  prices: PriceList;
  errors: FieldErrors;
  bindingError: string | undefined;
  onSaddleStitchRefused: () => void;
}

/**
 * How a print book is made: its size (the markets' sizes) and what follows from it, colour,
 * cover finish, binding (saddle stitch only up to its page count), each market's paper and
 * cover, and the print options.
 */
export function PrintFields({
  prices,
  errors,
  bindingError,
  onSaddleStitchRefused,
}: PrintFieldsProps) {
  const { draft, change, patch } = useBookDraft();
  const sizes = TRIM_SIZES.filter(
    (size) => (!draft.isLocal || size.local) && (!draft.isInternational || size.international),
  ).map((size) => ({ id: size.id, label: `${size.name} (${size.widthMm} x ${size.heightMm} mm)` }));
  return (
    <>
      <Select
        label="Size"
        placeholder="Choose a size"
        options={sizes}
        value={draft.size}
        onChange={(key) => key !== null && change({ type: 'size', sizeId: String(key) })}
        {...invalidProps(errors, 'size')}
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
        {...invalidProps(errors, 'color')}
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
        {...invalidProps(errors, 'coverFinish')}
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
      <PaperTypeFieldsets prices={prices} errors={errors} />
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
