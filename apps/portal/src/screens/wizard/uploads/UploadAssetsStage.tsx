import { SUBMIT_FAILED_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Checkbox } from '@pod-portal/ui';
import type { StageProps } from '../frame/stage-props.ts';
import { useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { AssetPickers } from './AssetPickers.tsx';
import { BookFileNotices } from './BookFileNotices.tsx';
import { DetailsFirstNotice } from './DetailsFirstNotice.tsx';
import { InvalidFileTypeDialog } from './InvalidFileTypeDialog.tsx';
import { UploadActions } from './UploadActions.tsx';
import { UploadProgressList } from './UploadProgressList.tsx';
import { useBookToUpload } from './use-book-to-upload.ts';
import { useChosenAssets } from './use-chosen-assets.ts';
import { useSubmitAndUpload } from './use-submit-and-upload.ts';

/**
 * Upload Book/Cover/Thumbnail: each file is checked when chosen (type by content, the PDF's
 * pages, sizes and fonts against the quote); then the book is submitted (`uploadBook`) and its
 * files uploaded in chunks, with progress, pause, resume and cancel. An upload interrupted
 * (tab closed, connection lost) resumes where it stopped when the same file is chosen again,
 * also from Your books.
 */
export function UploadAssetsStage({ base }: StageProps) {
  const { goTo } = useWizardNavigation(base);
  const plan = useBookToUpload();
  const assets = useChosenAssets(plan);
  const sending = useSubmitAndUpload(base, plan, assets);
  const { book, detail, submitted, details, roles, format, services } = plan;
  const { uploads } = sending;

  if (!book || (!submitted && !details && detail.isSuccess)) {
    return <DetailsFirstNotice base={base} hasBook={book !== null} />;
  }
  if (!detail.data) return <p role="status">Loading your book…</p>;

  const busy = sending.submitting || uploads.isRunning;
  return (
    <div className="wizard-stage">
      {submitted && (
        <p>
          Your book's details are submitted. Choose the files below again to finish uploading them:
          an upload that stopped goes on where it left off.
        </p>
      )}
      <BookFileNotices detail={detail.data} book={book} />
      <AssetPickers
        plan={plan}
        assets={assets}
        isDisabled={busy || uploads.queue.length > 0}
        onChoose={(role, file) => {
          sending.clearProblem();
          void assets.choose(role, file);
        }}
      />
      {assets.findingsNeedConsent && uploads.queue.length === 0 && (
        <Checkbox isSelected={assets.acceptFindings} onChange={assets.setAcceptFindings}>
          Upload anyway: I understand my book may need changes before it can be printed
        </Checkbox>
      )}
      {uploads.queue.length > 0 && (
        <UploadProgressList queue={uploads.queue} states={uploads.states} />
      )}
      {sending.problem && (
        <Alert
          variant="danger"
          title="Your files were not sent"
          action={
            sending.problem === SUBMIT_FAILED_MESSAGE && (
              <Button variant="secondary" onPress={() => void sending.submitAndUpload()}>
                Try again
              </Button>
            )
          }
        >
          {sending.problem}
        </Alert>
      )}
      <UploadActions
        sending={sending}
        submitted={submitted}
        isChecking={roles.some(
          (role) => assets.chosen[role].checking || assets.chosen[role].fixing,
        )}
        onBack={() => void goTo('confirm-bleed-cover')}
      />
      <InvalidFileTypeDialog
        allowed={assets.invalidType}
        suggestConversion={format === 'ebook' && !services.ticked.includes('epubConversion')}
        onClose={() => assets.setInvalidType(null)}
      />
    </div>
  );
}
