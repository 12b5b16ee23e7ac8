import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './MoneyField.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

function Priced() {
  const [price, setPrice] = useState<number | null>(10);
  return (
    <>
      <MoneyField label="Price" currency="ZAR" value={price} onChange={setPrice} />
      <button type="button" onClick={() => setPrice(2500)}>
        Suggest
      </button>
    </>
  );
}

describe('MoneyField', () => {
  it('shows R before a rand amount and formats it with spaces and two decimals', () => {
    render(<MoneyField label="Local price" currency="ZAR" defaultValue={1234.5} />);
    const input = screen.getByRole('textbox', { name: 'Local price in rand' }) as HTMLInputElement;
    expect(input.value).toBe('1 234.50');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('R').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps only amount characters while typing and formats on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MoneyField label="International price" currency="USD" onChange={onChange} />);
    const input = screen.getByRole('textbox', {
      name: 'International price in US dollars',
    }) as HTMLInputElement;
    expect(screen.getByText('USD')).toBeTruthy();
    await user.type(input, '12x345,678');
    expect(input.value).toBe('12345.67');
    expect(onChange).toHaveBeenLastCalledWith(12345.67);
    await user.tab();
    expect(input.value).toBe('12 345.67');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('follows a controlled value without fighting the person typing', async () => {
    const user = userEvent.setup();
    render(<Priced />);
    const input = screen.getByRole('textbox', { name: 'Price in rand' }) as HTMLInputElement;
    expect(input.value).toBe('10.00');
    await user.clear(input);
    await user.type(input, '99.5');
    expect(input.value).toBe('99.5');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(input.value).toBe('2 500.00');
  });

  it('has no axe violations when invalid', async () => {
    const { container } = render(
      <MoneyField
        label="Local price"
        currency="ZAR"
        isInvalid
        errorMessage="Estimated royals cannot be a negative amount"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Local price in rand' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
