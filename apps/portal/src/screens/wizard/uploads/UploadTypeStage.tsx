import {
  bookFileExtensions,
  type ExtraServiceId,
  formatMoney,
  servicesMissing,
  servicesNotOffered,
  type UploadType,
} from '@pod-portal/domain';
import { RadioGroup, type RadioOption } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { priceListQuery } from '../../../api/price-list-query.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { draftStore, servicesStore, uploadTypeStore } from '../drafts/wizard-stores.ts';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';

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

/** An option's name with its description under it. */
function option(value: string, name: string, description: string): RadioOption {
  return {
    value,
    label: (
      <span className="wizard-option">
        {name}
        <span className="ui-description">{description}</span>
      </span>
    ),
  };
}

// The files a converted ebook may come as (the upload stage asks for the same).
const TO_CONVERT = bookFileExtensions({ format: 'ebook', rawOrPdf: 'pdf', conversionNeeded: true });

/**
 * Select Upload Type: how the book file comes. A print-ready PDF is printed as it is; a Word
 * document is laid out by our team (formatting, a paid service, which then also offers bleed),
 * and adds a stage to the progress bar. An ebook comes as an ePub sold as it is, or as a PDF,
 * Word or InDesign file our team converts to ePub (epub conversion, ticked here and at the
 * cover step alike).
 */
export function UploadTypeStage({ base, continueLabel }: StageProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const prices = useQuery(priceListQuery(pod));
  const { goTo } = useWizardNavigation(base);
  const [uploadType, setUploadType] = useStoredValue(uploadTypeStore);
  const [services, setServices] = useStoredValue(servicesStore);
  const ebook = draftStore.get().format === 'ebook';
  const price = (service: ExtraServiceId, name: string) =>
    prices.data
      ? `${name}, ${formatMoney(prices.data.services[service], 'ZAR')} excluding VAT`
      : `${name}, a paid service`;
  const converted = services.ticked.includes('epubConversion');
  const withoutConversion = services.ticked.filter((service) => service !== 'epubConversion');
  return (
    <div className="wizard-stage">
      {ebook ? (
        <RadioGroup
          label="How will you supply your book?"
          value={converted ? 'convert' : 'epub'}
          onChange={(value) => {
            setUploadType('pdf');
            setServices(
              value === 'convert'
                ? { ...services, ticked: [...withoutConversion, 'epubConversion'] }
                : { ticked: withoutConversion, heavyGraphics: false },
            );
          }}
          options={[
            option('epub', 'An ePub file (.epub)', 'Sold as it is: the ebook you made.'),
            option(
              'convert',
              `A PDF, Word or InDesign file (${TO_CONVERT.join(', ')})`,
              `Our team converts it to ePub (${price('epubConversion', 'epub conversion')}).`,
            ),
          ]}
        />
      ) : (
        <RadioGroup
          label="How will you supply your book?"
          value={uploadType}
          onChange={(value) => setUploadType(value as UploadType)}
          options={[
            option(
              'pdf',
              'A print-ready PDF',
              'Printed as it is: its pages are the size of your book, with every font embedded.',
            ),
            option(
              'raw',
              'A Word document (.docx)',
              `Our team lays out your book from it (${price('formatting', 'formatting')}).`,
            ),
          ]}
        />
      )}
      <StageActions
        onBack={() => void goTo('contract')}
        continueLabel={continueLabel}
        onContinue={() => {
          // An ebook is never a Word document to lay out.
          const type = ebook ? 'pdf' : uploadType;
          setUploadType(type);
          const current = servicesStore.get();
          servicesStore.set({ ...current, ticked: servicesFor(type, current.ticked) });
          markCompleted('upload-type');
          void goTo('metadata');
        }}
      />
    </div>
  );
}
