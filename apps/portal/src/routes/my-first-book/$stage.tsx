import { createFileRoute } from '@tanstack/react-router';
import { WizardStagePage } from '../../wizard/WizardStagePage.tsx';
import { checkStage, stageHead } from '../../wizard/wizard-route-options.ts';
import { validateWizardSearch } from '../../wizard/wizard-search.ts';

export const Route = createFileRoute('/my-first-book/$stage')({
  beforeLoad: ({ params }) => checkStage('my-first-book', params.stage),
  validateSearch: validateWizardSearch,
  head: ({ params }) => stageHead(params.stage),
  component: Stage,
});

function Stage() {
  const { stage } = Route.useParams();
  return <WizardStagePage base="my-first-book" stage={stage} search={Route.useSearch()} />;
}
