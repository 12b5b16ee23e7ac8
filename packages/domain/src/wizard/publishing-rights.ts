import {
  PUBLISHING_RIGHTS_WARNING,
  SELECT_PUBLISHING_RIGHTS_MESSAGE,
} from '../validation/messages.ts';
import type { WizardStage } from './stages.ts';

/** The answers of the publishing-rights stage. */
export interface PublishingRightsAnswers {
  rights: 'owner' | 'public-domain' | null;
  /** Owner only: does the title include third-party material? */
  thirdPartyMaterial: boolean | null;
  /** Public domain only: what the book does with the work. */
  publicDomainUse: 'reproduction' | 'compilation' | null;
}

/** What the publishing-rights stage lets the user do. */
export type PublishingRightsDecision =
  | { kind: 'continue'; next: WizardStage }
  | { kind: 'not-allowed'; message: typeof PUBLISHING_RIGHTS_WARNING; goBackTo: '/new-book' }
  | { kind: 'incomplete'; message: typeof SELECT_PUBLISHING_RIGHTS_MESSAGE };

/**
 * Owner without third-party material, or public domain with a chosen use, continues to
 * general-info. Owner with third-party material is not allowed (warning with Go Back).
 * Anything unanswered asks the user to select an option.
 */
export function decidePublishingRights(answers: PublishingRightsAnswers): PublishingRightsDecision {
  const incomplete = { kind: 'incomplete', message: SELECT_PUBLISHING_RIGHTS_MESSAGE } as const;
  if (answers.rights === 'owner') {
    if (answers.thirdPartyMaterial === null) return incomplete;
    return answers.thirdPartyMaterial
      ? { kind: 'not-allowed', message: PUBLISHING_RIGHTS_WARNING, goBackTo: '/new-book' }
      : { kind: 'continue', next: 'general-info' };
  }
  if (answers.rights === 'public-domain' && answers.publicDomainUse !== null) {
    return { kind: 'continue', next: 'general-info' };
  }
  return incomplete;
}
