import {
  COVER_BLEED_MM,
  coverServiceOptions,
  EXTRA_SERVICES,
  type ExtraServiceId,
  formatMoney,
  requiredServices,
  THUMBNAIL_SIZES,
} from '@pod-portal/domain';
import { Alert, Checkbox, Switch } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { priceListQuery } from '../../../api/price-list-query.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { bookGeometry } from '../drafts/book-geometry.ts';
import {
  draftStore,
  quotedBookStore,
  servicesStore,
  uploadTypeStore,
} from '../drafts/wizard-stores.ts';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { CoverTemplateLink } from './CoverTemplateLink.tsx';

/**
 * Cover Requirements: what the cover and thumbnail must be for this book (with its sizes when
 * the draft knows them), and the paid services that can make them or the book file instead.
 * Each ticked service goes into the cart when the book is submitted.
 */
export function CoverRequirementsStage({ base, continueLabel }: StageProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const prices = useQuery(priceListQuery(pod));
  const { goTo } = useWizardNavigation(base);
  const [services, setServices] = useStoredValue(servicesStore);
  const draft = draftStore.get();
  const book = quotedBookStore.get();
  const format = draft.format ?? 'print';
  const ticked = new Set(services.ticked);
  const options = coverServiceOptions({
    format,
    uploadType: uploadTypeStore.get(),
    conversionNeeded: ticked.has('epubConversion'),
  });
  const required = requiredServices({ uploadType: uploadTypeStore.get() });
  const geometry = prices.data ? bookGeometry(draft, prices.data) : null;
  const thumbnail = THUMBNAIL_SIZES[format];
  const toggle = (id: ExtraServiceId, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setServices({
      ticked: [...next],
      heavyGraphics: next.has('epubConversion') ? services.heavyGraphics : false,
    });
  };
  return (
    <div className="wizard-stage">
      {format === 'print' && (
        <section className="wizard-fieldset" aria-labelledby="cover-needs">
          <h3 id="cover-needs">Your cover</h3>
          <p>
            One PDF with the back cover, the spine and the front cover side by side, and{' '}
            {COVER_BLEED_MM} mm of bleed on every outer edge: extend the background past where the
            page will be cut, and keep text at least 5 mm inside it.
          </p>
          {geometry ? (
            <dl className="wizard-summary">
              <dt>Trim size</dt>
              <dd>
                {geometry.trim.widthMm} x {geometry.trim.heightMm} mm
              </dd>
              <dt>Spine width ({geometry.pages} pages)</dt>
              <dd>{geometry.spineMm} mm</dd>
              <dt>Full cover with bleed</dt>
              <dd>
                {geometry.cover.widthMm} x {geometry.cover.heightMm} mm
              </dd>
            </dl>
          ) : (
            <p>
              Width: 2 x the trim width + the spine + 2 x {COVER_BLEED_MM} mm. Height: the trim
              height + 2 x {COVER_BLEED_MM} mm.
            </p>
          )}
          {book && <CoverTemplateLink book={book} coverMm={geometry?.cover} />}
        </section>
      )}
      <section className="wizard-fieldset" aria-labelledby="thumbnail-needs">
        <h3 id="thumbnail-needs">Your thumbnail</h3>
        <p>
          The picture shops show: a JPG or JPEG of exactly {thumbnail.width} x {thumbnail.height} px
          at 300 dpi.
        </p>
      </section>
      <section className="wizard-fieldset" aria-labelledby="services-offered">
        <h3 id="services-offered">Would you like us to do it for you?</h3>
        {prices.isError && <Alert variant="danger">Something went wrong</Alert>}
        {EXTRA_SERVICES.filter((service) => options.services.includes(service.id)).map(
          (service) => (
            <Checkbox
              key={service.id}
              isSelected={ticked.has(service.id) || required.includes(service.id)}
              isReadOnly={required.includes(service.id)}
              onChange={(on) => toggle(service.id, on)}
            >
              {service.name}: {service.description.toLowerCase()}
              {prices.data &&
                ` (${formatMoney(prices.data.services[service.id], 'ZAR')} excluding VAT)`}
            </Checkbox>
          ),
        )}
        {options.heavyGraphicsQuestion && (
          <Switch
            isSelected={services.heavyGraphics}
            onChange={(heavyGraphics) => setServices({ ...services, heavyGraphics })}
          >
            My book has many pictures, tables or charts (heavy graphics)
          </Switch>
        )}
        {required.includes('formatting') && (
          <p>Formatting comes with a Word document: our team lays out your book from it.</p>
        )}
        <p>Ticked services are added to your cart when you submit your book.</p>
      </section>
      <StageActions
        onBack={() => void goTo('metadata')}
        continueLabel={continueLabel}
        onContinue={() => {
          markCompleted('confirm-bleed-cover');
          // An audiobook the author recorded sends its chapters instead of a book file.
          void goTo(
            format === 'audiobook' && !draft.recordingRequired ? 'upload-audio' : 'upload-assets',
          );
        }}
      />
    </div>
  );
}
