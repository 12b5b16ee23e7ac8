import { createFileRoute } from '@tanstack/react-router';
import { WizardStagePage } from '../../screens/wizard/frame/WizardStagePage.tsx';
import { checkStage, stageHead } from '../../screens/wizard/frame/wizard-route-options.ts';
import { validateWizardSearch } from '../../screens/wizard/frame/wizard-search.ts';

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
