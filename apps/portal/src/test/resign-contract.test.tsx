import { RESIGN_FAILED_MESSAGE } from '@pod-portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

// jsdom draws nothing: the real signature_pad gets a 2D context that accepts every call, and
// the canvas exports a fixed PNG.
const SIGNED = 'data:image/png;base64,c2lnbmVk';
beforeEach(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);
});

const renewal = [
  {
    id: 101,
    book_title: 'The Karoo Road',
    is_international: 0,
    contractInfo: '/user/getfile/c1.pdf',
  },
  { id: 102, book_title: 'Abroad', is_international: 1, contractInfo: null },
];
const signer = aUser({ user_status: 2 });

function serveRenewal() {
  let remaining = [...renewal];
  const resign = vi.fn(
    async ({
      params,
      request,
    }: {
      params: Record<string, string | readonly string[] | undefined>;
      request: Request;
    }) => {
      expect(await request.json()).toEqual({
        filedata: SIGNED,
        initial_base64: SIGNED,
        signedPlace: 'Rosebank',
      });
      remaining = remaining.filter((book) => String(book.id) !== params.bookId);
      return HttpResponse.json({ statusCode: 0, description: 'Successful' });
    },
  );
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(signer)),
    http.get(api('/user/booksrenewal'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', results: remaining }),
    ),
    http.put(api('/user/resign/:bookId/:isInternational'), resign),
  );
  return resign;
}

/** Draws a dot on the signature and initials pads (jsdom has mouse, not pointer, events). */
async function drawBoth() {
  const pads = screen.getAllByRole('img', { name: /^(Signature|Initials)$/ });
  await waitFor(() => {
    for (const pad of pads) expect(pad).toHaveAttribute('aria-busy', 'false');
  });
  for (const pad of pads) {
    fireEvent.mouseDown(pad, { buttons: 1, clientX: 10, clientY: 10 });
    fireEvent.mouseUp(window, { buttons: 0, clientX: 10, clientY: 10 });
  }
}

describe('/resign-contract', () => {
  it('keeps the terms box disabled until a book is chosen and Submit until terms and signature', async () => {
    serveRenewal();
    const { user } = renderApp('/resign-contract', { user: signer });
    expect(
      await screen.findByRole('heading', { name: 'There were changes to your contract for books' }),
    ).toBeInTheDocument();
    const terms = await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    expect(terms).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'The Karoo Road' }));
    expect(terms).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Preview contract' })).toBeInTheDocument();
    await user.click(terms);
    expect(submit).toBeDisabled();
    await drawBoth();
    expect(submit).toBeEnabled();
  });

  it('asks for the signed place before sending', async () => {
    const resign = serveRenewal();
    const { user } = renderApp('/resign-contract', { user: signer });
    await user.click(await screen.findByRole('radio', { name: 'The Karoo Road' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await drawBoth();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the signed place')).toBeInTheDocument();
    expect(resign).not.toHaveBeenCalled();
  });

  it('re-signs the book chosen by the email link, then the last one, and goes to the dashboard', async () => {
    const resign = serveRenewal();
    const { user, history } = renderApp('/resign-contract?bookID=101&secret=abc&islocal=1', {
      user: signer,
    });
    expect(await screen.findByRole('radio', { name: 'The Karoo Road' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.type(screen.getByLabelText('Signed place'), 'Rosebank');
    await drawBoth();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Contract for book The Karoo Road re-signed successfully.'),
    ).toBeInTheDocument();
    expect(resign).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'The Karoo Road' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('radio', { name: 'Abroad' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.type(screen.getByLabelText('Signed place'), 'Rosebank');
    await drawBoth();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(resign).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(sessionStorage.getItem('pod-portal.currentUser') ?? '{}').user_status).toBe(
      1,
    );
  });

  it('says when re-signing failed', async () => {
    serveRenewal();
    server.use(
      http.put(api('/user/resign/:bookId/:isInternational'), () =>
        HttpResponse.json(
          { statusCode: 500, description: 'Internal server error' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderApp('/resign-contract', { user: signer });
    await user.click(await screen.findByRole('radio', { name: 'Abroad' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await user.type(screen.getByLabelText('Signed place'), 'Rosebank');
    await drawBoth();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESIGN_FAILED_MESSAGE);
  });
});
