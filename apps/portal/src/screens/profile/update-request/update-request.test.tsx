import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser, STORED_LOCAL_ACCOUNT } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const LOCAL_ACCOUNT = {
  ...STORED_LOCAL_ACCOUNT,
  publish_name: 'Karoo Press',
  reg_id_no: '****5009',
  physical_address: '12 Long Street, Cape Town',
  postal_address: 'PO Box 1, Cape Town',
  telephone: '+27211234567',
  email: 'books@karoo.co.za',
  contact_person: 'Thandi Mokoena',
};

function renderUpdateRequest(bankInfo: Record<string, unknown>, waiting = false) {
  const user = aUser({
    phone_main: '+27821234567',
    bankInfo,
    ...(waiting && { user_confirmation: 1, pending_changes: '{}' }),
  });
  server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)));
  return renderApp('/profile/update-users', { user });
}

describe('Update Request: bank details', () => {
  it("shows a local account's fields, none locked, a masked number to type again", async () => {
    const { user } = renderUpdateRequest(LOCAL_ACCOUNT);
    const number = await screen.findByLabelText(/^Account number/);
    // The profile is where the wizard's locked details change: nothing is read-only here.
    expect(number).toHaveValue('');
    expect(number).not.toHaveAttribute('readonly');
    expect(
      screen.getByText('We show only its last 4 characters: please type it again. (*******6789)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Branch code')).toHaveValue('250655');
    expect(screen.getByLabelText('Branch code')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Thandi Mokoena');
    expect(screen.queryByText('Usually 8 to 12 digits')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('IBAN number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Bank name/ }));
    await user.click(await screen.findByRole('option', { name: 'Capitec Bank Limited' }));
    await waitFor(() => expect(screen.getByLabelText('Branch code')).toHaveValue('470010'));
  });

  it("shows an international account's address, IBAN, swift code and an optional PayPal only", async () => {
    renderUpdateRequest({
      is_international_account: true,
      international_bank_address: '1 Bank Street, London',
      international_iban_number: '****5432',
      international_swift_code: 'NWBKGB2L',
    });
    expect(await screen.findByLabelText('Bank address')).toHaveValue('1 Bank Street, London');
    expect(screen.getByRole('switch', { name: 'International account' })).toBeChecked();
    expect(screen.getByLabelText(/^IBAN number/)).toHaveValue('');
    expect(
      screen.getByText('We show only its last 4 characters: please type it again. (****5432)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Swift code')).toHaveValue('NWBKGB2L');
    expect(screen.getByLabelText(/^PayPal email/)).toHaveAccessibleDescription('Optional');
    expect(screen.queryByLabelText('Account holder name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Account number/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Pay my royalties with PayPal' }),
    ).not.toBeInTheDocument();
  });

  it('replaces a waiting request only once asked, then sends after the agreement', async () => {
    let sent: unknown = null;
    server.use(
      http.put(api('/user/requestchange'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ statusCode: 200, description: 'Request sent' });
      }),
    );
    const { user } = renderUpdateRequest(LOCAL_ACCOUNT, true);
    expect(await screen.findByText('A request is waiting for review')).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Account number/), '62123456789');
    await user.type(screen.getByLabelText(/^Registration ID/), '2019/123456/07');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const replace = await screen.findByRole('alertdialog', {
      name: 'Replace your waiting request?',
    });
    await user.click(within(replace).getByRole('button', { name: 'Replace it' }));
    const agree = await screen.findByRole('alertdialog', { name: 'Send your change request' });
    expect(within(agree).getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await user.click(within(agree).getByText('I agree that my details are changed as requested'));
    await user.click(within(agree).getByRole('button', { name: 'Proceed' }));

    expect(
      await screen.findByRole('alertdialog', {
        name: 'Your request has been successfully submitted.',
      }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      name_first: 'Thandi',
      phone_main: '+27821234567',
      misc: {
        is_international_account: false,
        bank_name: 'First National Bank',
        brance_code: '250655',
        account_number: '62123456789',
        reg_id_no: '2019/123456/07',
      },
    });
    expect(sent).not.toHaveProperty('misc.international_iban_number');
  });
});
