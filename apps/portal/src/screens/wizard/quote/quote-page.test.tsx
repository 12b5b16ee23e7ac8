import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../../test/server.ts';
import { PRINT_DRAFT, renderWizard } from '../../../test/wizard-test-support.tsx';
import type { BookDraft } from '../drafts/book-draft.ts';

/** Gets the quote of `draft` (the server's answer mocked) and answers the once-off costs table. */
async function quotedOnceOffCosts(draft: BookDraft, dueAtCheckout: string) {
  server.use(
    http.post(api('/user/getquote'), () =>
      HttpResponse.json(
        {
          statusCode: 0,
          description: 'Successful',
          localRoyalty: draft.isLocal ? '60.87' : '0.00',
          internationRoyalty: '3.49',
          totalCost: '0.00',
          dueAtCheckout,
          localBookId: draft.isLocal ? 101 : 0,
          internationalBookId: 102,
          bookID: 101,
        },
        { status: 201 },
      ),
    ),
  );
  const { user } = renderWizard('/new-book/general-info', { draft, page: 'confirm' });
  await user.click(await screen.findByRole('button', { name: 'Get quote' }));
  return screen.findByRole('table', { name: 'Once-off costs' });
}

const DIGITAL: BookDraft = {
  ...PRINT_DRAFT,
  isbn: '',
  isbnNeeded: true,
  isLocal: false,
  internationalPrice: '9.99',
};

describe('the quote: what is due at checkout', () => {
  it("announces an ebook's upload fee and ISBN creation with the VAT the cart adds", async () => {
    const table = await quotedOnceOffCosts({ ...DIGITAL, format: 'ebook' }, '631.35');
    expect(table).toHaveTextContent(
      'Upload feeR 299.00ISBN creationR 250.00VAT (15%)R 82.35Due at checkoutR 631.35',
    );
  });

  it("announces an audiobook's recording by a voice artist, priced by the page", async () => {
    const table = await quotedOnceOffCosts(
      { ...DIGITAL, format: 'audiobook', numPages: 80, recordingRequired: true },
      '2011.35',
    );
    expect(table).toHaveTextContent(
      'Upload feeR 299.00Recording by a voice artistR 1 200.00ISBN creationR 250.00VAT (15%)R 262.35Due at checkoutR 2 011.35',
    );
  });
});
