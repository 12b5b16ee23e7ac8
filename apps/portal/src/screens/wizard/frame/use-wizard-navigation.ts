import type { WizardStage } from '@pod-portal/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { completedStagesStore } from '../drafts/wizard-stores.ts';
import type { WizardBase } from './wizard-stages.ts';

/** Records `stage` as completed (its button then reads "Next"). */
export function markCompleted(stage: WizardStage): void {
  const completed = completedStagesStore.get();
  if (!completed.includes(stage)) completedStagesStore.set([...completed, stage]);
}

/** Moves to another stage under the same prefix, or to the dashboard. */
export function useWizardNavigation(base: WizardBase) {
  const navigate = useNavigate();
  const goTo = useCallback(
    (stage: WizardStage) => navigate({ href: `/${base}/${stage}` }),
    [navigate, base],
  );
  const goHome = useCallback(() => navigate({ to: '/dashboard' }), [navigate]);
  return { goTo, goHome };
}
