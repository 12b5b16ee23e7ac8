import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DRAWN } from '../../test/fake-signature-pad.tsx';
import { aUser, STORED_LOCAL_ACCOUNT } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';
import {
  type RoyaltyShare,
  SHARE_ANSWER_FAILED_MESSAGE,
  SHARE_CHANGED_MESSAGE,
} from './ShareInvitation.tsx';

vi.mock('@pod-portal/ui', async (importOriginal) =>
  (await import('../../test/fake-signature-pad.tsx')).withFakeSignaturePad(await importOriginal()),
);

const PAYEE = aUser({ id: 77, email: 'lerato@example.com', bankInfo: STORED_LOCAL_ACCOUNT });

function aShare(overrides: Partial<RoyaltyShare> = {}): RoyaltyShare {
  return {
    id: 5,
    name: 'Lerato Dube',
    email: 'lerato@example.com',
    role: 'co-author',
    share: 25,
    status: 'invited',
    book_id: 101,
    book_title: 'The Karoo Road',
    author_name: 'Thandi Mokoena',
    author_share: 75,
    held: 123.45,
    waiting_for: ['Lerato Dube'],
    agreement_url: null,
    ...overrides,
  };
}

/** The user's invitations; signing accepts the share, declining declines it. */
function invited(shares: RoyaltyShare[], payee = PAYEE) {
  let current = shares;
  const answers: Array<{ path: string; body: unknown }> = [];
  const answer =
    (status: RoyaltyShare['status']) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const body = status === 'accepted' ? await request.json() : null;
      answers.push({ path: `${params.payeeId}/${status}`, body });
      current = current.map((share) =>
        share.id === Number(params.payeeId)
          ? { ...share, status, waiting_for: [], agreement_url: '/documents/agreement/5' }
          : share,
      );
      return HttpResponse.json({ statusCode: 0, description: 'Successful' });
    };
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(payee)),
    http.get(api('/user/shares'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', shares: current }),
    ),
    http.get(api('/user/usersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', fileData: null }),
    ),
    http.post(api('/user/saveusersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful' }),
    ),
    http.post(api('/user/shares/:payeeId/sign'), answer('accepted')),
    http.post(api('/user/shares/:payeeId/decline'), answer('declined')),
  );
  return answers;
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'I have read and accept the royalty share agreement',
    }),
  );
  await user.type(screen.getByRole('combobox', { name: 'Signed place' }), 'Durban');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Draw Signature' }));
  await user.click(screen.getByRole('button', { name: 'Draw Initials' }));
  await user.click(screen.getByRole('button', { name: 'Accept and sign' }));
}

describe('/shares', () => {
  it('shows the invitation with its terms and accepts it by signing', async () => {
    const answers = invited([aShare()]);
    const { user } = renderApp('/shares?invitation=5', { user: PAYEE });
    const card = await screen.findByRole('region', { name: 'The Karoo Road' });
    expect(within(card).getByText('Thandi Mokoena')).toBeInTheDocument();
    expect(within(card).getByText('25%')).toBeInTheDocument();
    expect(
      within(card).getByText(
        /^R 123.45 until every payee has accepted \(waiting for Lerato Dube\)$/,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Of every royalty the book earns/)).toHaveTextContent('25%');
    expect(screen.queryByText(/no bank details/)).not.toBeInTheDocument();
    // The navigation offers the page once the user has an invitation.
    expect(await screen.findByRole('link', { name: 'Royalty shares' })).toBeInTheDocument();
    await signIn(user);
    expect(await within(card).findByText(/You accepted this share/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(answers).toEqual([
      {
        path: '5/accepted',
        body: { filedata: DRAWN, initial_base64: DRAWN, signedPlace: 'Durban' },
      },
    ]);
  });

  it('asks for the missing parts before signing', async () => {
    const answers = invited([aShare()]);
    const { user } = renderApp('/shares', { user: PAYEE });
    await user.click(await screen.findByRole('button', { name: 'Accept and sign' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Your signing is not complete' }),
    ).toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('declines only after the confirmation', async () => {
    const answers = invited([aShare()]);
    const { user } = renderApp('/shares', { user: PAYEE });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this share?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Decline the share',
      }),
    );
    expect(await screen.findByText(/You declined this share/)).toBeInTheDocument();
    expect(answers).toEqual([{ path: '5/declined', body: null }]);
  });

  it('says so when the author changed the payees meanwhile', async () => {
    invited([aShare()]);
    server.use(
      http.post(api('/user/shares/:payeeId/decline'), () =>
        HttpResponse.json({ statusCode: 409, description: 'Already answered' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/shares', { user: PAYEE });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Decline the share',
      }),
    );
    expect(await screen.findByText(SHARE_CHANGED_MESSAGE)).toBeInTheDocument();
  });

  it('says when the answer could not be sent', async () => {
    invited([aShare()]);
    server.use(http.post(api('/user/shares/:payeeId/sign'), () => HttpResponse.error()));
    const { user } = renderApp('/shares', { user: PAYEE });
    await signIn(user);
    expect(await screen.findByText(SHARE_ANSWER_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('links to the bank details when the profile has none', async () => {
    const withoutBank = { ...PAYEE, bankInfo: null };
    invited([aShare()], withoutBank);
    renderApp('/shares', { user: withoutBank });
    expect(
      await screen.findByRole('link', { name: 'Bank Details on your Profile' }),
    ).toHaveAttribute('href', '/profile/update-users');
  });

  it('says when there are none, and leaves the page out of the navigation', async () => {
    invited([]);
    renderApp('/shares', { user: PAYEE });
    expect(await screen.findByRole('heading', { name: 'No royalty shares' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Royalty shares' })).not.toBeInTheDocument();
  });

  it('offers to try again when the shares cannot be loaded', async () => {
    invited([]);
    server.use(http.get(api('/user/shares'), () => HttpResponse.error()));
    renderApp('/shares', { user: PAYEE });
    expect(
      await screen.findByText(
        'Your royalty shares could not be loaded. Please check your connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('brings a signed-out visitor back to the invitation after the login', async () => {
    invited([aShare()]);
    const { history } = renderApp('/shares?invitation=5');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toContain('invitation=5');
  });
});
