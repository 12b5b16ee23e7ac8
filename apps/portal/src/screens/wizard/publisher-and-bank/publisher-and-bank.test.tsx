import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, STORED_LOCAL_ACCOUNT } from '../../../test/fixtures.ts';
import { renderWizard, storedDraft } from '../../../test/wizard-test-support.tsx';

describe('publisher details', () => {
  it("validates with the product's messages", async () => {
    const { user } = renderWizard('/new-book/publisher-info');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the publishers name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the publishers registration ID')).toBeInTheDocument();
    expect(screen.getByText('Please select the publishers physical address')).toBeInTheDocument();
    expect(screen.getByText('Please enter the publishers telephone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telephone'), '12');
    expect(await screen.findByText('Please enter a valid telephone number')).toBeInTheDocument();
  });

  it('copies the name and email for a self-publisher and continues to bank details', async () => {
    const { user, history } = renderWizard('/new-book/publisher-info');
    await user.click(await screen.findByRole('switch', { name: 'I am a self-publisher' }));
    expect(screen.getByLabelText('Publisher name')).toHaveValue('Thandi Mokoena');
    expect(screen.getByLabelText('Contact person')).toHaveValue('Thandi Mokoena');
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.co.za');
    await user.type(screen.getByLabelText('Registration ID'), '8001015009087');
    await user.type(screen.getByLabelText('Physical address'), '12 Long Street, Cape Town');
    await user.type(screen.getByLabelText('Postal address'), 'PO Box 1, Cape Town');
    await user.type(screen.getByLabelText('Telephone'), '+27821234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/new-book/bank-details'));
    expect(storedDraft('publisher')).toMatchObject({
      publisherName: 'Thandi Mokoena',
      isSelfPublisher: true,
    });
  });

  it('locks the details the profile holds, pointing to Update Request', async () => {
    renderWizard('/new-book/publisher-info', {
      user: aUser({ bankInfo: { publish_name: 'Karoo Press', email: 'books@karoo.co.za' } }),
    });
    expect(await screen.findByLabelText('Publisher name')).toHaveValue('Karoo Press');
    expect(screen.getByLabelText('Publisher name')).toHaveAttribute('readonly');
    expect(screen.getByText(/choose "Update Request"/)).toBeInTheDocument();
  });

  it('asks before going back, and takes the author home', async () => {
    const { user, history } = renderWizard('/new-book/publisher-info');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Do you wish to go back?' });
    await user.click(within(modal).getByRole('button', { name: 'No, stay here' }));
    expect(history.location.pathname).toBe('/new-book/publisher-info');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, take me home' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });
});

describe('bank details', () => {
  it("fills a local bank's universal branch code and checks the local form", async () => {
    const { user } = renderWizard('/new-book/bank-details');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your banks name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your bank account type')).toBeInTheDocument();
    expect(screen.getByText('Please enter your account number')).toBeInTheDocument();
    // The first invalid field takes the focus shortly after the submit; choose after that.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Bank name/ }));
    await user.click(await screen.findByRole('option', { name: 'Capitec Bank Limited' }));
    await waitFor(() => expect(screen.getByLabelText('Branch code')).toHaveValue('470010'));
    expect(screen.queryByText('Please enter your banks name')).not.toBeInTheDocument();
  });

  it('checks the international form', async () => {
    const { user } = renderWizard('/new-book/bank-details');
    await user.click(await screen.findByRole('switch', { name: 'International account' }));
    await user.click(screen.getByRole('switch', { name: 'Pay my royalties with PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your bank address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your banks IBAN number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your banks swift code')).toBeInTheDocument();
  });

  it("asks an international account's holder name and number too, with no local help", async () => {
    const { user } = renderWizard('/new-book/bank-details');
    expect(await screen.findByLabelText(/^Account number/)).toHaveAccessibleDescription(
      'Usually 8 to 12 digits',
    );
    await user.click(screen.getByRole('switch', { name: 'International account' }));
    expect(screen.getByLabelText('Account holder name')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).not.toHaveAccessibleDescription(
      'Usually 8 to 12 digits',
    );
    // PayPal waits for its switch.
    expect(screen.queryByLabelText('PayPal email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Pay my royalties with PayPal' }));
    expect(screen.getByLabelText('PayPal email')).not.toHaveAccessibleDescription('Optional');
  });

  it('requires the PayPal address once PayPal is chosen', async () => {
    const { user } = renderWizard('/new-book/bank-details');
    await user.click(await screen.findByRole('switch', { name: 'International account' }));
    await user.type(screen.getByLabelText('Bank address'), '1 Bank Street, London');
    await user.type(screen.getByLabelText('IBAN number'), 'GB82WEST12345698765432');
    await user.type(screen.getByLabelText('Swift code'), 'NWBKGB2L');
    await user.click(screen.getByRole('switch', { name: 'Pay my royalties with PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your paypal')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PayPal email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid paypal')).toBeInTheDocument();
  });

  it('locks the stored (masked) account details, which then pass the rules', async () => {
    const { user } = renderWizard('/new-book/bank-details', {
      user: aUser({ bankInfo: STORED_LOCAL_ACCOUNT }),
    });
    expect(await screen.findByLabelText(/Account number/)).toHaveValue('*******6789');
    expect(screen.getByLabelText(/Account number/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Confirm your bank details' }),
    ).toBeInTheDocument();
  });

  it('keeps confirmed details with the draft and goes on to signing', async () => {
    const { user, history } = renderWizard('/new-book/bank-details');
    await user.click(await screen.findByRole('button', { name: /Bank name/ }));
    await user.click(await screen.findByRole('option', { name: 'First National Bank' }));
    await user.type(screen.getByLabelText('Branch name'), 'Sandton');
    await user.type(screen.getByLabelText('Account holder name'), 'Thandi Mokoena');
    await user.click(screen.getByRole('button', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'Cheque' }));
    await user.type(screen.getByLabelText(/Account number/), '62123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm your bank details' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/new-book/accept-terms'));
    expect(storedDraft('bank')).toMatchObject({
      bankName: 'First National Bank',
      branchCode: '250655',
    });
    expect(storedDraft('completed')).toContain('bank-details');
  });
});
