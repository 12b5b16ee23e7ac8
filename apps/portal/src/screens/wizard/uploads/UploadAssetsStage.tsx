import {
  AUDIO_EXTENSIONS,
  type BookFormat,
  bookFileExtensions,
  parseBookMisc,
  type RequiredFiles,
  requiredFiles,
  SUBMIT_FAILED_MESSAGE,
  THUMBNAIL_EXTENSIONS,
  THUMBNAIL_SIZES,
} from '@pod-portal/domain';
import { Alert, Button, Checkbox, Link } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { bookDetailQuery } from '../../../api/book-detail-query.ts';
import { priceListQuery } from '../../../api/price-list-query.ts';
import { userKey } from '../../../api/user-key.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { bookGeometry } from '../drafts/book-geometry.ts';
import {
  addedToCartStore,
  bookDetailsStore,
  draftStore,
  type QuotedBook,
  quotedBookStore,
  servicesStore,
  uploadTypeStore,
} from '../drafts/wizard-stores.ts';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { AssetPicker } from './AssetPicker.tsx';
import { ChapterPicker } from './ChapterPicker.tsx';
import { checkChosenFile, checkChosenThumbnail } from './check-chosen-file.ts';
import { InvalidFileTypeDialog } from './InvalidFileTypeDialog.tsx';
import { toSubmissionPayload } from './submission-payload.ts';
import { UploadProgressList } from './UploadProgressList.tsx';
import { type QueuedFile, useUploadQueue } from './use-upload-queue.ts';

type Role = 'book' | 'cover' | 'thumbnail';

interface Chosen {
  file: File | null;
  checking: boolean;
  error?: string;
  findings: string[];
}

const NOTHING: Chosen = { file: null, checking: false, findings: [] };

const regionOf = (book: QuotedBook) =>
  book.localBookId ? (book.internationalBookId ? 'li' : 'l') : 'i';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The files this visit asks for: what the book needs, or, for a book submitted before whose
 * upload was interrupted, the files still to come (its thumbnail is stored already).
 */
function filesToAsk(format: BookFormat, needed: RequiredFiles, pending: string[] | null) {
  if (pending === null) return needed;
  return {
    book: pending.includes('book')
      ? (needed.book ?? bookFileExtensions({ format, rawOrPdf: 'pdf', conversionNeeded: false }))
      : null,
    cover: pending.includes('cover') ? (needed.cover ?? ['.pdf']) : null,
    thumbnail: false,
    audio: pending.includes('audio') ? (needed.audio ?? AUDIO_EXTENSIONS) : null,
  };
}

/**
 * Upload Book/Cover/Thumbnail: each file is checked when chosen (type by content, the PDF's
 * pages, sizes and fonts against the quote); then the book is submitted (`uploadBook`) and its
 * files uploaded in chunks, with progress, pause, resume and cancel. An upload interrupted
 * (tab closed, connection lost) resumes where it stopped when the same file is chosen again,
 * also from Your books.
 */
export function UploadAssetsStage({ base }: StageProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { goTo } = useWizardNavigation(base);
  const prices = useQuery(priceListQuery(pod));
  const book = quotedBookStore.get();
  const detail = useQuery({
    ...bookDetailQuery(pod, userId, {
      localBookId: book?.localBookId || null,
      internationalBookId: book?.internationalBookId || null,
      region: book ? regionOf(book) : 'l',
    }),
    enabled: book !== null && userId > 0,
  });
  const uploads = useUploadQueue(book ?? { localBookId: 0, internationalBookId: 0 });
  const [chosen, setChosen] = useState<Record<Role, Chosen>>({
    book: NOTHING,
    cover: NOTHING,
    thumbnail: NOTHING,
  });
  const [chapters, setChapters] = useState<File[]>([]);
  const [chaptersError, setChaptersError] = useState<string>();
  const [invalidType, setInvalidType] = useState<readonly string[] | null>(null);
  const [acceptFindings, setAcceptFindings] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const draft = draftStore.get();
  const format = draft.format ?? 'print';
  const services = servicesStore.get();
  const record = detail.data?.localBook ?? detail.data?.internationalBook;
  const misc = record ? parseBookMisc(record.misc) : null;
  const submitted = misc?.ok === true && misc.value.bookStage === 'uploaded';
  const needed = requiredFiles({
    format,
    uploadType: uploadTypeStore.get(),
    services: new Set(services.ticked),
    recordingRequired: draft.recordingRequired,
  });
  const asked = filesToAsk(format, needed, submitted && misc?.ok ? misc.value.filesPending : null);
  const geometry = prices.data ? bookGeometry(draft, prices.data) : null;
  const details = bookDetailsStore.get();

  if (!book || (!submitted && !details && detail.isSuccess)) {
    return (
      <div className="wizard-stage">
        <Alert variant="danger" title="Your book's details come first">
          {book
            ? 'Fill in Additional Details before you upload your files.'
            : 'Continue a book from Your books to upload its files.'}
        </Alert>
        <div className="app-actions">
          <Link href={book ? `/${base}/metadata` : '/books'} variant="primary">
            {book ? 'Go to Additional Details' : 'Go to Your books'}
          </Link>
        </div>
      </div>
    );
  }
  if (!detail.data) return <p role="status">Loading your book…</p>;

  const set = (role: Role, value: Chosen) =>
    setChosen((current) => ({ ...current, [role]: value }));

  const choose = async (role: Role, file: File) => {
    setProblem(null);
    set(role, { file, checking: true, findings: [] });
    if (role === 'thumbnail') {
      const verdict = await checkChosenThumbnail(file, format);
      set(role, {
        file,
        checking: false,
        findings: [],
        error: verdict.ok ? undefined : verdict.message,
      });
      return;
    }
    const allowed = (role === 'book' ? asked.book : asked.cover) ?? [];
    const verdict = await checkChosenFile(file, {
      role,
      allowed,
      pages: record?.no_of_pages ?? null,
      geometry,
    });
    if (verdict.kind === 'invalid-type') {
      set(role, NOTHING);
      setInvalidType(verdict.allowed);
      return;
    }
    setAcceptFindings(false);
    set(role, {
      file,
      checking: false,
      findings: verdict.kind === 'ok' ? verdict.findings : [],
      error: verdict.kind === 'unreadable' ? verdict.message : undefined,
    });
  };

  const roles = (['book', 'cover', 'thumbnail'] as const).filter((role) =>
    role === 'thumbnail' ? asked.thumbnail && !submitted : asked[role] !== null,
  );
  const findings = roles.flatMap((role) => chosen[role].findings);

  const finish = async () => {
    markCompleted('upload-assets');
    // The list and every detail of the user's books: the book's files and state changed.
    await queryClient.invalidateQueries({ queryKey: userKey(userId, 'books') });
    // Services ordered at the cover step: how they are paid, then their appendix is signed;
    // without them, the terms that apply to the book.
    await goTo(addedToCartStore.get().length > 0 ? 'payment-method' : 'applicability');
  };

  const queue = (): QueuedFile[] => [
    ...(['book', 'cover'] as const).flatMap((role) => {
      const file = chosen[role].file;
      return file && asked[role]
        ? [{ id: role, kind: role, label: role === 'book' ? 'Book file' : 'Cover', file }]
        : [];
    }),
    ...(asked.audio
      ? chapters.map((file, index) => ({
          id: `audio-${index}`,
          kind: 'audio' as const,
          label: `Chapter ${index + 1}`,
          file,
        }))
      : []),
  ];

  const submitAndUpload = async () => {
    const missing = roles.filter((role) => !chosen[role].file);
    if (asked.audio && chapters.length === 0) setChaptersError('Please choose your audio chapters');
    if (missing.length > 0 || (asked.audio && chapters.length === 0)) {
      for (const role of missing)
        set(role, {
          ...NOTHING,
          error:
            role === 'thumbnail'
              ? 'Please upload a valid JPG or JPEG file'
              : 'Please choose this file',
        });
      return;
    }
    if (roles.some((role) => chosen[role].error)) {
      setProblem('Choose another file where a file is marked above.');
      return;
    }
    if (findings.length > 0 && !acceptFindings) {
      setProblem('Choose corrected files, or tick Upload anyway.');
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      if (!submitted && details) {
        const thumbnail = chosen.thumbnail.file ? await readDataUrl(chosen.thumbnail.file) : null;
        const { data, error } = await pod.books.upload({
          body: toSubmissionPayload(
            book,
            draft,
            details,
            { uploadType: uploadTypeStore.get(), ...services },
            {
              book: chosen.book.file?.name ?? null,
              cover: chosen.cover.file?.name ?? null,
              audio: chapters.map((file) => file.name),
              thumbnail,
            },
          ),
        });
        if (!data) {
          const messages = (error as { errors?: Array<{ message: string }> } | undefined)?.errors;
          setProblem(
            messages?.length
              ? messages.map((entry) => entry.message).join(' ')
              : SUBMIT_FAILED_MESSAGE,
          );
          return;
        }
        addedToCartStore.set(data.cartItems.map(({ id, misc }) => ({ id, misc })));
        await detail.refetch();
      }
    } catch {
      setProblem(SUBMIT_FAILED_MESSAGE);
      return;
    } finally {
      setSubmitting(false);
    }
    if ((await uploads.start(queue())) === 'done') await finish();
  };

  const resume = async () => {
    if ((await uploads.resume()) === 'done') await finish();
  };

  const busy = submitting || uploads.isRunning;
  const statuses = Object.values(uploads.states).map((state) => state.status);
  const stopped = statuses.some((status) => status === 'paused' || status === 'failed');
  const thumbnailSize = THUMBNAIL_SIZES[format];
  return (
    <div className="wizard-stage">
      {submitted && (
        <p>
          Your book's details are submitted. Choose the files below again to finish uploading them:
          an upload that stopped goes on where it left off.
        </p>
      )}
      {roles.map((role) => (
        <AssetPicker
          key={role}
          label={{ book: 'Book file', cover: 'Cover', thumbnail: 'Thumbnail' }[role]}
          description={
            role === 'thumbnail'
              ? `A JPG or JPEG of exactly ${thumbnailSize.width} x ${thumbnailSize.height} px.`
              : `A ${(asked[role] ?? []).join(', ')} file.`
          }
          accept={role === 'thumbnail' ? THUMBNAIL_EXTENSIONS : (asked[role] ?? [])}
          file={chosen[role].file}
          isChecking={chosen[role].checking}
          error={chosen[role].error}
          findings={chosen[role].findings}
          isDisabled={busy || uploads.queue.length > 0}
          onChoose={(file) => void choose(role, file)}
        />
      ))}
      {asked.audio && (
        <ChapterPicker
          chapters={chapters}
          onChange={(files) => {
            setChapters(files);
            setChaptersError(undefined);
          }}
          onRefused={setInvalidType}
          error={chaptersError}
          isDisabled={busy || uploads.queue.length > 0}
        />
      )}
      {findings.length > 0 && uploads.queue.length === 0 && (
        <Checkbox isSelected={acceptFindings} onChange={setAcceptFindings}>
          Upload anyway: I understand my book may need changes before it can be printed
        </Checkbox>
      )}
      {uploads.queue.length > 0 && (
        <UploadProgressList queue={uploads.queue} states={uploads.states} />
      )}
      {problem && (
        <Alert
          variant="danger"
          title="Your files were not sent"
          action={
            problem === SUBMIT_FAILED_MESSAGE && (
              <Button variant="secondary" onPress={() => void submitAndUpload()}>
                Try again
              </Button>
            )
          }
        >
          {problem}
        </Alert>
      )}
      <div className="app-actions">
        {uploads.queue.length === 0 && (
          <>
            <Button
              variant="secondary"
              onPress={() => void goTo('confirm-bleed-cover')}
              isDisabled={busy}
            >
              Back
            </Button>
            <Button
              onPress={() => void submitAndUpload()}
              isPending={submitting}
              // A file still being checked cannot be sent yet; its status says so.
              isDisabled={roles.some((role) => chosen[role].checking)}
            >
              {submitted ? 'Upload' : 'Submit and upload'}
            </Button>
          </>
        )}
        {uploads.isRunning && (
          <Button variant="secondary" onPress={uploads.pause}>
            Pause
          </Button>
        )}
        {stopped && !uploads.isRunning && <Button onPress={() => void resume()}>Resume</Button>}
        {uploads.queue.length > 0 && (
          <Button variant="secondary" onPress={uploads.cancel}>
            Cancel upload
          </Button>
        )}
      </div>
      <InvalidFileTypeDialog
        allowed={invalidType}
        suggestConversion={format === 'ebook' && !services.ticked.includes('epubConversion')}
        onClose={() => setInvalidType(null)}
      />
    </div>
  );
}
