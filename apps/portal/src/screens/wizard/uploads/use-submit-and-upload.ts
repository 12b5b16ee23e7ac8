import { SUBMIT_FAILED_MESSAGE } from '@pod-portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userKey } from '../../../api/user-key.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { addedToCartStore, uploadTypeStore } from '../drafts/wizard-stores.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import type { WizardBase } from '../frame/wizard-stages.ts';
import { readDataUrl } from './read-data-url.ts';
import { toSubmissionPayload } from './submission-payload.ts';
import type { BookToUpload } from './use-book-to-upload.ts';
import type { ChosenAssets } from './use-chosen-assets.ts';
import { type QueuedFile, useUploadQueue } from './use-upload-queue.ts';

/**
 * Submits the book (`uploadBook`, once: a book submitted before only uploads), then uploads
 * its files in chunks; when all are up, the stage after the uploads. What stops it is said in
 * `problem`.
 */
export function useSubmitAndUpload(base: WizardBase, plan: BookToUpload, assets: ChosenAssets) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { goTo } = useWizardNavigation(base);
  const uploads = useUploadQueue(plan.book ?? { localBookId: 0, internationalBookId: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { asked, roles } = plan;
  const { chosen, chapters } = assets;

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

  /** The book's record on the server, made from the draft with the chosen files' names. */
  const submitBook = async (): Promise<boolean> => {
    const { book, draft, details, services } = plan;
    if (plan.submitted || !book || !details) return true;
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
        messages?.length ? messages.map((entry) => entry.message).join(' ') : SUBMIT_FAILED_MESSAGE,
      );
      return false;
    }
    addedToCartStore.set(data.cartItems.map(({ id, misc }) => ({ id, misc })));
    await plan.detail.refetch();
    return true;
  };

  const submitAndUpload = async () => {
    if (assets.markMissing()) return;
    if (roles.some((role) => chosen[role].error)) {
      setProblem('Choose another file where a file is marked above.');
      return;
    }
    if (assets.findingsNeedConsent && !assets.acceptFindings) {
      setProblem('Choose corrected files, or tick Upload anyway.');
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      if (!(await submitBook())) return;
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

  return {
    uploads,
    problem,
    clearProblem: () => setProblem(null),
    submitting,
    submitAndUpload,
    resume,
  };
}

export type SubmitAndUpload = ReturnType<typeof useSubmitAndUpload>;
