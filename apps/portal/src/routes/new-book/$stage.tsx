import { createFileRoute } from '@tanstack/react-router';
import { WizardStagePage } from '../../wizard/WizardStagePage.tsx';
import { checkStage, stageHead } from '../../wizard/wizard-route-options.ts';
import { validateWizardSearch } from '../../wizard/wizard-search.ts';

export const Route = createFileRoute('/new-book/$stage')({
  beforeLoad: ({ params }) => checkStage('new-book', params.stage),
  validateSearch: validateWizardSearch,
  head: ({ params }) => stageHead(params.stage),
  component: Stage,
});

function Stage() {
  const { stage } = Route.useParams();
  return <WizardStagePage base="new-book" stage={stage} search={Route.useSearch()} />;
}
