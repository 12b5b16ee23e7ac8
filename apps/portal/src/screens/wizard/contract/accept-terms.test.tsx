import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN } from '../../../test/fake-signature-pad.tsx';
import { api, server } from '../../../test/server.ts';
import { PRINT_DRAFT, renderWizard } from '../../../test/wizard-test-support.tsx';

vi.mock('@pod-portal/ui', async (importOriginal) =>
  (await import('../../../test/fake-signature-pad.tsx')).withFakeSignaturePad(
    await importOriginal(),
  ),
);

const KEPT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A quoted book in the draft; call after rendering (its handlers override the defaults). */
function withQuotedBook() {
  localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 102 }));
}

function keptSignature(savedSignature: string | null) {
  server.use(
    http.get(api('/user/usersignature'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', fileData: savedSignature }),
    ),
  );
}

describe('accept terms and sign', () => {
  beforeEach(() => withQuotedBook());

  it('lists what is missing in a modal, and beside each field', async () => {
    const { user } = renderWizard('/new-book/accept-terms', { draft: PRINT_DRAFT });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Your signing is not complete' });
    for (const message of [
      'Please accept the terms and conditions',
      'Please draw your signature',
      'Please draw your initials',
      'Please enter the signed place',
    ])
      expect(within(modal).getByText(message)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('combobox', { name: 'Signed place' })).toHaveAccessibleDescription(
      /Please enter the signed place/,
    );
  });

  it('signs with the drawn signature, initials and place, keeps the signature, then says to check email', async () => {
    localStorage.setItem(
      'calc_publisher',
      JSON.stringify({
        publisherName: 'Thandi Mokoena',
        publisherRegId: '8001015009087',
        publisherPhysicalAddress: '12 Oxford Road',
        publisherPostalAddress: 'PO Box 12',
        publisherTelephone: '+27821234567',
        publisherEmail: 'thandi@example.co.za',
        publisherContactPerson: 'Thandi Mokoena',
        isSelfPublisher: true,
      }),
    );
    const signed: unknown[] = [];
    const kept: unknown[] = [];
    server.use(
      http.post(api('/user/uploadsignature'), async ({ request }) => {
        signed.push(await request.json());
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
      http.post(api('/user/saveusersignature'), async ({ request }) => {
        kept.push(await request.json());
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
    );
    const { user, history } = renderWizard('/new-book/accept-terms', { draft: PRINT_DRAFT });
    await user.click(
      await screen.findByRole('checkbox', { name: /accept the terms and conditions/ }),
    );
    await user.type(
      screen.getByRole('combobox', { name: 'Signed place' }),
      'Rosebank, Johannesburg',
    );
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Draw Signature' }));
    await user.click(screen.getByRole('button', { name: 'Draw Initials' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/new-book/contract'));
    expect(signed).toEqual([
      expect.objectContaining({
        local_bookId: 101,
        international_bookId: 102,
        filedata: DRAWN,
        initial_base64: DRAWN,
        signedPlace: 'Rosebank, Johannesburg',
        publish_name: 'Thandi Mokoena',
        is_self_publisher: true,
      }),
    ]);
    expect(kept).toEqual([{ fileData: DRAWN }]);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Select Upload Type' })).toBeInTheDocument();
  });

  it("shows the server's reason when signing is refused", async () => {
    server.use(
      http.post(api('/user/uploadsignature'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            description: 'The contract for this book is already signed',
            errors: [
              { field: 'local_bookId', message: 'The contract for this book is already signed' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWizard('/new-book/accept-terms', { draft: PRINT_DRAFT });
    await user.click(
      await screen.findByRole('checkbox', { name: /accept the terms and conditions/ }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Signed place' }), 'Durban');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Draw Signature' }));
    await user.click(screen.getByRole('button', { name: 'Draw Initials' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The contract for this book is already signed'),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('suggests South African places, and says so when none match', async () => {
    const { user } = renderWizard('/new-book/accept-terms', { draft: PRINT_DRAFT });
    const place = await screen.findByRole('combobox', { name: 'Signed place' });
    await user.type(place, 'Gqeb');
    await user.click(await screen.findByRole('option', { name: 'Gqeberha, Eastern Cape' }));
    expect(place).toHaveValue('Gqeberha, Eastern Cape');
    await user.clear(place);
    await user.type(place, 'Atlantis Under');
    expect(await screen.findByText('No matches for your search term')).toBeInTheDocument();
  });

  it('offers the kept signature, which a click on Change replaces with the pad', async () => {
    const { user } = renderWizard('/new-book/accept-terms', { draft: PRINT_DRAFT });
    keptSignature(KEPT);
    expect(await screen.findByRole('img', { name: 'Your signature' })).toHaveAttribute('src', KEPT);
    await user.click(screen.getByRole('button', { name: 'Change signature' }));
    expect(await screen.findByRole('button', { name: 'Draw Signature' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
  });
});
