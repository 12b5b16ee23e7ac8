import { isWizardStage } from '@pod-portal/domain';
import { notFound, redirect } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title.ts';
import { generalInfoPageStore } from '../drafts/wizard-stores.ts';
import { BUILT_STAGES, GENERAL_INFO_ALIASES, type WizardBase } from './wizard-stages.ts';

/**
 * Stages that are pages of general info open it at that page; a stage that is not built
 * (metadata and after) is not found.
 */
export function checkStage(base: WizardBase, stage: string): void {
  const alias = isWizardStage(stage) ? GENERAL_INFO_ALIASES[stage] : undefined;
  if (alias) {
    generalInfoPageStore.set(alias);
    throw redirect({ href: `/${base}/general-info` });
  }
  if (!isWizardStage(stage) || !BUILT_STAGES[stage]) throw notFound();
}

/** "New Book" plus the stage name, after the app's prefix. */
export function stageHead(stage: string) {
  const name = isWizardStage(stage) ? BUILT_STAGES[stage] : undefined;
  return { meta: [{ title: pageTitle(name ? `New Book - ${name}` : 'New Book') }] };
}
