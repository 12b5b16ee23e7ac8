import { THUMBNAIL_EXTENSIONS, THUMBNAIL_SIZES } from '@pod-portal/domain';
import { AssetPicker } from './AssetPicker.tsx';
import { ChapterPicker } from './ChapterPicker.tsx';
import type { AssetRole, BookToUpload } from './use-book-to-upload.ts';
import type { ChosenAssets } from './use-chosen-assets.ts';

const LABELS: Record<AssetRole, string> = {
  book: 'Book file',
  cover: 'Cover',
  thumbnail: 'Thumbnail',
};

/** A picker for each file asked for (what it must be, what checking it found), the chapters. */
export function AssetPickers({
  plan,
  assets,
  isDisabled,
  onChoose,
}: {
  plan: BookToUpload;
  assets: ChosenAssets;
  isDisabled: boolean;
  onChoose: (role: AssetRole, file: File) => void;
}) {
  const { asked, roles, format } = plan;
  const thumbnailSize = THUMBNAIL_SIZES[format];
  return (
    <>
      {roles.map((role) => (
        <AssetPicker
          key={role}
          label={LABELS[role]}
          description={
            role === 'thumbnail'
              ? `A JPG or JPEG of exactly ${thumbnailSize.width} x ${thumbnailSize.height} px.`
              : `A ${(asked[role] ?? []).join(', ')} file.`
          }
          accept={role === 'thumbnail' ? THUMBNAIL_EXTENSIONS : (asked[role] ?? [])}
          check={assets.chosen[role]}
          isDisabled={isDisabled}
          onChoose={(file) => onChoose(role, file)}
          onFix={role === 'book' ? (fix) => void assets.applyFix(fix) : undefined}
          onBackToOriginal={() => assets.backToOriginal(role)}
        />
      ))}
      {asked.audio && (
        <ChapterPicker
          chapters={assets.chapters}
          onChange={assets.chooseChapters}
          onRefused={assets.setInvalidType}
          error={assets.chaptersError}
          isDisabled={isDisabled}
        />
      )}
    </>
  );
}
