import type { GeneralInfoPage } from '@pod-portal/domain';
import { defaultPriceList } from '@pod-portal/domain';
import { createBrowserHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { App } from '../App.tsx';
import type { BookDetailsForm } from '../screens/wizard/book-details/book-details-form.ts';
import { type BookDraft, EMPTY_DRAFT } from '../screens/wizard/drafts/book-draft.ts';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

/** A print book for both markets with every general-info choice made. */
export const PRINT_DRAFT: BookDraft = {
  ...EMPTY_DRAFT,
  title: 'The Karoo Road',
  format: 'print',
  isLocal: true,
  isInternational: true,
  subjectHeading: 'TRV000000',
  genre: 'TRV000000',
  bisacCode: 'TRV000000',
  isbn: '9780306406157',
  numPages: 200,
  size: '148x210',
  height: 210,
  width: 148,
  orientation: 'portrait',
  template: 'A5',
  colour: 'B&W',
  coverFinish: 'Matt',
  localPaperType: 1,
  localCoverPaperType: 1,
  internationalPaperType: 1,
  internationalCoverPaperType: 1,
  localPrice: '250.00',
  internationalPrice: '15.00',
};

/**
 * Renders the app at a wizard address as a signed-in user, the first-visit modal seen, with
 * the served price list and the user's record; `draft` and `page` are put in storage first.
 */
/** A book's details filled in as an author would, for the stages after them. */
export const DETAILS: BookDetailsForm = {
  subtitle: '',
  author: 'Thandi Mokoena',
  contributors: [],
  publicationDate: '2026-01-15',
  onSaleDate: '',
  language: 'en',
  genre: 'Travel',
  keywords: ['karoo'],
  bisacCode: 'TRV000000',
  shortDescription: '',
  mainDescription: 'A journey across the Karoo.',
  longDescription: '',
  copyrightHolder: 'Thandi Mokoena',
  copyrightDate: '2025-11-01',
  recommendedAudience: 'General Trade',
  indicatedAudienceWarning: '00',
};

export function renderWizard(
  path: string,
  {
    draft,
    page,
    user = aUser(),
    firstVisit = false,
  }: {
    draft?: BookDraft;
    page?: GeneralInfoPage;
    user?: ReturnType<typeof aUser>;
    firstVisit?: boolean;
  } = {},
) {
  if (!firstVisit) localStorage.setItem('calc_intro_seen', 'true');
  if (draft) localStorage.setItem('calc_draft', JSON.stringify(draft));
  if (page) localStorage.setItem('calc_page', JSON.stringify(page));
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
    http.get(api('/user/pricinglist'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', prices: defaultPriceList }),
    ),
    http.get(api('/user/usersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', fileData: null }),
    ),
    http.post(api('/user/getvalidisbn'), () =>
      HttpResponse.json({
        statusCode: 200,
        description: 'Successful',
        isValid: true,
        inUse: false,
      }),
    ),
  );
  return renderApp(path, { user });
}

/** The stored value of a `calc_` key. */
export function storedDraft(name: string): unknown {
  const raw = localStorage.getItem(`calc_${name}`);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * The same, on the document's history: only a browser history intercepts the back button
 * (a memory history never blocks BACK), so the app is rendered again on `window.history`.
 */
export function renderWizardInBrowser(path: string, options: Parameters<typeof renderWizard>[1]) {
  const prepared = renderWizard(path, options);
  prepared.unmount();
  window.history.replaceState(null, '', path);
  render(<App context={prepared.context} history={createBrowserHistory()} />);
  return { user: prepared.user };
}
