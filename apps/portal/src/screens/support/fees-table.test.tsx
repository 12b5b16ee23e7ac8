import { defaultPriceList } from '@pod-portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeesTables } from './FeesTable.tsx';

describe('the fees tables', () => {
  it("states an ebook's conversion at the price the cart charges for it", () => {
    const prices = {
      ...defaultPriceList,
      ebook: { ...defaultPriceList.ebook, conversionFixed: 40_000 },
      services: { ...defaultPriceList.services, epubConversion: 55_000 },
    };
    render(<FeesTables prices={prices} />);
    expect(screen.getByRole('row', { name: /Ebook conversion/ })).toHaveTextContent('R 550.00');
  });
});
