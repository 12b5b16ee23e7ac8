import { createFileRoute } from '@tanstack/react-router';
import { NewBookStagePage } from '../../screens/wizard/frame/WizardStagePage.tsx';
import { checkStage, stageHead } from '../../screens/wizard/frame/wizard-route-options.ts';
import { validateWizardSearch } from '../../screens/wizard/frame/wizard-search.ts';

export const Route = createFileRoute('/new-book/$stage')({
  beforeLoad: ({ params }) => checkStage('new-book', params.stage),
  validateSearch: validateWizardSearch,
  head: ({ params }) => stageHead(params.stage),
  component: NewBookStagePage,
});
