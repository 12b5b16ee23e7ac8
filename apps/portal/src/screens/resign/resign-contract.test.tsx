import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DRAWN } from '../../test/fake-signature-pad.tsx';
import { aUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';

vi.mock('@pod-portal/ui', async (importOriginal) =>
  (await import('../../test/fake-signature-pad.tsx')).withFakeSignaturePad(await importOriginal()),
);

const BOOKS = [
  { id: 101, book_title: 'The Karoo Road', is_international: 0, contractInfo: null },
  { id: 102, book_title: 'The Karoo Road', is_international: 1, contractInfo: null },
];

/** A user waiting to re-sign `BOOKS`; each PUT removes its book from the list. */
function waitingToResign() {
  let remaining = [...BOOKS];
  const resigned: Array<{ path: string; body: unknown }> = [];
  const user = aUser({ user_status: 2 });
  server.use(
    http.get(api('/user/viewuserinfo'), () =>
      HttpResponse.json({ ...user, user_status: remaining.length > 0 ? 2 : 1 }),
    ),
    http.get(api('/user/booksrenewal'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', results: remaining }),
    ),
    http.get(api('/user/usersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', fileData: null }),
    ),
    http.post(api('/user/saveusersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful' }),
    ),
    http.put(api('/user/resign/:bookId/:isInternational'), async ({ request, params }) => {
      resigned.push({
        path: `${params.bookId}/${params.isInternational}`,
        body: await request.json(),
      });
      remaining = remaining.filter(
        (book) =>
          !(
            book.id === Number(params.bookId) &&
            book.is_international === Number(params.isInternational)
          ),
      );
      return HttpResponse.json({ statusCode: 0, description: 'Successful' });
    }),
  );
  return { user, resigned };
}

describe('/resign-contract', () => {
  it("preselects the email link's book, re-signs it, and goes to the dashboard after the last", async () => {
    const { user: account, resigned } = waitingToResign();
    const { user, history } = renderApp('/resign-contract?bookID=102&islocal=false', {
      user: account,
    });
    expect(
      await screen.findByRole('heading', { name: 'There were changes to your contract for books' }),
    ).toBeInTheDocument();
    const terms = await screen.findByRole('checkbox', { name: /accept the terms and conditions/ });
    await waitFor(() => expect(terms).toBeEnabled());
    const submit = screen.getByRole('button', { name: 'Re-sign contract' });
    expect(submit).toBeDisabled();
    await user.click(terms);
    await user.type(screen.getByRole('combobox', { name: 'Signed place' }), 'Durban');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Draw Signature' }));
    await user.click(screen.getByRole('button', { name: 'Draw Initials' }));
    await user.click(submit);
    expect(
      await screen.findByText('Contract for book The Karoo Road re-signed successfully.'),
    ).toBeInTheDocument();
    expect(resigned).toEqual([
      { path: '102/1', body: { filedata: DRAWN, initial_base64: DRAWN, signedPlace: 'Durban' } },
    ]);
    // The box waits for the next book to be chosen.
    expect(
      screen.getByRole('checkbox', { name: /accept the terms and conditions/ }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Book/ }));
    await user.click(await screen.findByRole('option', { name: 'The Karoo Road (local)' }));
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Re-sign contract' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(resigned.map((entry) => entry.path)).toEqual(['102/1', '101/0']);
  });

  it('says so when re-signing fails', async () => {
    const { user: account } = waitingToResign();
    server.use(
      http.put(api('/user/resign/:bookId/:isInternational'), () =>
        HttpResponse.json(
          { statusCode: 500, description: 'Something went wrong on our side' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderApp('/resign-contract?bookID=101&islocal=true', { user: account });
    const terms = await screen.findByRole('checkbox', { name: /accept the terms and conditions/ });
    await waitFor(() => expect(terms).toBeEnabled());
    await user.click(terms);
    await user.type(screen.getByRole('combobox', { name: 'Signed place' }), 'Durban');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Draw Signature' }));
    await user.click(screen.getByRole('button', { name: 'Draw Initials' }));
    await user.click(screen.getByRole('button', { name: 'Re-sign contract' }));
    expect(await screen.findByText('Failed to re-sign contract')).toBeInTheDocument();
  });
});
