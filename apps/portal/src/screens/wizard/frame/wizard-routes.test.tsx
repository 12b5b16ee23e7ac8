import { PUBLISHING_RIGHTS_WARNING, SELECT_PUBLISHING_RIGHTS_MESSAGE } from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PRINT_DRAFT, renderWizard, storedDraft } from '../../../test/wizard-test-support.tsx';

describe('the wizard routes', () => {
  it('sends /new-book to publishing-rights with the stage in the title, at step 1 of 7', async () => {
    const { history } = renderWizard('/new-book');
    expect(await screen.findByRole('heading', { name: 'Publishing Rights' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/new-book/publishing-rights');
    await waitFor(() =>
      expect(document.title).toBe('Print on Demand | New Book - Publishing Rights'),
    );
    expect(screen.getByRole('heading', { name: 'New Book' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Upload steps' });
    expect(steps).toHaveTextContent('Step 1 of 7: Details');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
  });

  it('shows the royalty estimate as the step of the calculator page, details as done', async () => {
    renderWizard('/new-book/general-info', { draft: PRINT_DRAFT, page: 'calculator' });
    const steps = await screen.findByRole('navigation', { name: 'Upload steps' });
    expect(steps).toHaveTextContent('Step 2 of 7: Royalty estimate');
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Royalty estimate',
    );
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Details (done)');
  });

  it('offers the same stages under /my-first-book', async () => {
    const { history } = renderWizard('/my-first-book');
    expect(await screen.findByRole('heading', { name: 'Publishing Rights' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/my-first-book/publishing-rights');
  });

  it('shows the 404 page for a stage that does not exist', async () => {
    renderWizard('/new-book/no-such-stage');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    const { history } = renderApp('/new-book/general-info');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('explains the 1-hour, 7-step process on the first visit only', async () => {
    const { user } = renderWizard('/new-book/publishing-rights', { firstVisit: true });
    const dialog = await screen.findByRole('alertdialog', { name: 'Uploading your book' });
    expect(dialog).toHaveTextContent('about 1 hour and has 7 steps');
    await user.click(screen.getByRole('button', { name: "Let's begin" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(storedDraft('intro_seen')).toBe(true);
    // The keyboard carries on from the stage, not from the top of the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Publishing Rights', level: 2 })).toHaveFocus(),
    );
  });
});

describe('publishing rights', () => {
  it('asks for an option before continuing', async () => {
    const { user } = renderWizard('/new-book/publishing-rights');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SELECT_PUBLISHING_RIGHTS_MESSAGE)).toBeInTheDocument();
  });

  it('warns an owner with third-party material, with a Go Back link', async () => {
    const { user } = renderWizard('/new-book/publishing-rights');
    await user.click(await screen.findByRole('radio', { name: /I own the publishing rights/ }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(PUBLISHING_RIGHTS_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    await waitFor(() =>
      expect(screen.queryByText(PUBLISHING_RIGHTS_WARNING)).not.toBeInTheDocument(),
    );
  });

  it('starts the next book once the previous one has its quote', async () => {
    localStorage.setItem('calc_book', JSON.stringify({ localBookId: 1, internationalBookId: 0 }));
    localStorage.setItem('calc_draft', JSON.stringify({ title: 'The Karoo Road' }));
    localStorage.setItem('calc_completed', JSON.stringify(['publishing-rights', 'general-info']));
    const { user } = renderWizard('/new-book/publishing-rights');
    await user.click(await screen.findByRole('radio', { name: /I own the publishing rights/ }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(storedDraft('book')).toBeNull();
    expect(storedDraft('completed')).toEqual(['publishing-rights']);
  });

  it('lets a public-domain compilation continue to general info, then labels the stage Next', async () => {
    const { user, history } = renderWizard('/new-book/publishing-rights');
    await user.click(await screen.findByRole('radio', { name: /public domain/ }));
    await user.click(screen.getByRole('radio', { name: 'Compilation' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'General Info' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/new-book/general-info');
    expect(storedDraft('completed')).toEqual(['publishing-rights']);
    history.push('/new-book/publishing-rights');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});

describe('the wizard guard', () => {
  it('sends an account that is not activated to /activate-account-info first', async () => {
    const { history } = renderWizard('/new-book/publishing-rights', {
      user: aUser({ user_status: 0 }),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/activate-account-info'));
  });
});
