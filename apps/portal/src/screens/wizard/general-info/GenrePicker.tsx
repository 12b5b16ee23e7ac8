import { BISAC_SECTIONS } from '@pod-portal/domain';
import { Select, TextField } from '@pod-portal/ui';
import type { BookDraft } from '../drafts/book-draft.ts';

interface GenrePickerProps {
  draft: BookDraft;
  patch: (fields: Partial<BookDraft>) => void;
  genreError?: string;
  bisacError?: string;
}

const HEADINGS = BISAC_SECTIONS.map((section) => ({ id: section.code, label: section.name }));

/**
 * Subject heading first, then its sub-category; the BISAC code is prefilled from the
 * sub-category. The product ships BISAC's top-level sections only (the full list needs BISG's
 * licence), so each heading offers its "General" code; any other well-formed code may be typed.
 */
export function GenrePicker({ draft, patch, genreError, bisacError }: GenrePickerProps) {
  const heading = BISAC_SECTIONS.find((section) => section.code === draft.subjectHeading);
  const subCategories = heading ? [{ id: heading.code, label: `${heading.name} / General` }] : [];
  return (
    <fieldset className="wizard-fieldset">
      <legend>Genre</legend>
      <Select
        label="Subject heading"
        placeholder="Choose a subject heading"
        options={HEADINGS}
        value={draft.subjectHeading}
        onChange={(key) =>
          patch({ subjectHeading: key === null ? null : String(key), genre: null, bisacCode: '' })
        }
      />
      <Select
        label="Sub-category"
        placeholder="Choose a sub-category"
        options={subCategories}
        isDisabled={!heading}
        value={draft.genre}
        onChange={(key) => {
          const code = key === null ? null : String(key);
          patch({ genre: code, bisacCode: code ?? '' });
        }}
        isInvalid={genreError !== undefined}
        errorMessage={genreError}
      />
      <TextField
        label="BISAC code"
        description="Prefilled from the sub-category; 9 characters, e.g. FIC000000"
        value={draft.bisacCode}
        onChange={(value) => patch({ bisacCode: value.toUpperCase() })}
        isInvalid={bisacError !== undefined}
        errorMessage={bisacError}
        validationBehavior="aria"
      />
    </fieldset>
  );
}
