import { isWizardStage } from '@pod-portal/domain';
import { notFound, redirect } from '@tanstack/react-router';
import type { AppContext } from '../../../app-context.ts';
import { landingPathFor } from '../../../session/landing-path-for.ts';
import { pageTitle } from '../../../shell/page-title.ts';
import { generalInfoPageStore } from '../drafts/wizard-stores.ts';
import { BUILT_STAGES, GENERAL_INFO_ALIASES, type WizardBase } from './wizard-stages.ts';

/**
 * The wizard talks to the API for the signed-in author: without a session, /login; and the
 * account's state (activation, admin changes, contract re-signing) goes first, by the same
 * rule as the signed-in pages.
 */
export async function requireSignedIn({ context }: { context: AppContext }): Promise<void> {
  const user = context.currentUser.get();
  if (!user) throw redirect({ to: '/login' });
  const landing = await landingPathFor(user, context);
  if (landing) throw redirect({ href: landing });
}

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
