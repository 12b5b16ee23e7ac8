import {
  type ExtraServiceId,
  formatMoney,
  servicesMissing,
  servicesNotOffered,
  type UploadType,
} from '@pod-portal/domain';
import { RadioGroup } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { priceListQuery } from './price-list-query.ts';
import { StageActions } from './StageActions.tsx';
import type { StageProps } from './stage-props.ts';
import { useStoredValue } from './stored-value.ts';
import { markCompleted, useWizardNavigation } from './use-wizard-navigation.ts';
import { draftStore, servicesStore, uploadTypeStore } from './wizard-stores.ts';

/**
 * The services ticked so far, fitted to an upload type: those the cover step no longer offers
 * dropped (bleeding after switching to a PDF), those it needs added (formatting for a Word
 * document).
 */
function servicesFor(uploadType: UploadType, ticked: readonly ExtraServiceId[]) {
  // The submission's own checks (the server refuses what they find).
  const draft = draftStore.get();
  const book = {
    format: draft.format ?? 'print',
    uploadType,
    services: new Set(ticked),
    recordingRequired: draft.recordingRequired,
  };
  const notOffered = servicesNotOffered(book);
  return [...ticked.filter((service) => !notOffered.includes(service)), ...servicesMissing(book)];
}

/**
 * Select Upload Type: how the book file comes. A print-ready PDF is printed as it is; a Word
 * document is laid out by our team (formatting, a paid service, which then also offers bleed),
 * and adds the payment step before the files are final.
 */
export function UploadTypeStage({ base, continueLabel }: StageProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const prices = useQuery(priceListQuery(pod));
  const { goTo } = useWizardNavigation(base);
  const [uploadType, setUploadType] = useStoredValue(uploadTypeStore);
  const formatting = prices.data
    ? ` (formatting, ${formatMoney(prices.data.services.formatting, 'ZAR')} excluding VAT)`
    : ' (formatting, a paid service)';
  return (
    <div className="wizard-stage">
      <RadioGroup
        label="How will you supply your book?"
        value={uploadType}
        onChange={(value) => setUploadType(value as UploadType)}
        options={[
          {
            value: 'pdf',
            label: (
              <span className="wizard-option">
                A print-ready PDF
                <span className="ui-description">
                  Printed as it is: its pages are the size of your book, with every font embedded.
                </span>
              </span>
            ),
          },
          {
            value: 'raw',
            label: (
              <span className="wizard-option">
                A Word document (.docx)
                <span className="ui-description">
                  Our team lays out your book from it{formatting}.
                </span>
              </span>
            ),
          },
        ]}
      />
      <StageActions
        onBack={() => void goTo('contract')}
        continueLabel={continueLabel}
        onContinue={() => {
          const services = servicesStore.get();
          servicesStore.set({ ...services, ticked: servicesFor(uploadType, services.ticked) });
          markCompleted('upload-type');
          void goTo('metadata');
        }}
      />
    </div>
  );
}
