import {
  computeRoyalty,
  defaultPriceList,
  INVALID_ISBN_MESSAGE,
  ISBN_IN_USE_MESSAGE,
  PAGES_EXCEED_PAPER_TYPE_MESSAGE,
  SELECT_LOCAL_PAPER_TYPE_MESSAGE,
  toRoyaltyAnswer,
} from '@pod-portal/domain';
import { beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../../test/accounts.ts';
import { printQuote } from '../../../../test/book-fixtures.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const ROUTES = [...CORE_ROUTES, 'royalty', 'quotes', 'isbn'];

/** The calculator's payload for a local print book of `pages` pages at R`price`. */
function localPrint(pages: number, price: number, overrides: Record<string, unknown> = {}) {
  return {
    format: 'print',
    no_of_pages: pages,
    is_local: true,
    is_international: false,
    l_paper_type_id: 1,
    l_cover_type_id: 1,
    local_price: price,
    ...overrides,
  };
}

describeOnEachDatabase('royalty and ISBN', { routes: ROUTES }, (server) => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(server)).accessToken;
  });

  it("estimates a print book's royalty with the domain function on the stored price list", async () => {
    const answer = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: localPrint(200, 250, {
        is_international: true,
        i_paper_type_id: 2,
        i_cover_type_id: 2,
        international_price: 19.99,
        duplex_needed: true,
      }),
    });
    expect(answer.status).toBe(200);
    const expected = toRoyaltyAnswer(
      computeRoyalty(
        {
          format: 'print',
          pages: 200,
          colour: 'B&W',
          bindingId: 'perfect-bound',
          local: { price: 25_000, paperTypeId: 1, coverTypeId: 1 },
          international: { price: 1_999, paperTypeId: 2, coverTypeId: 2 },
          options: {
            duplex: true,
            softTouchMattLamination: false,
            spiralBound: false,
            perforation: false,
            spotUv: false,
          },
        },
        defaultPriceList,
      ),
    );
    expect(answer.body).toEqual(expected);
    expect(answer.body).toMatchObject({
      statusCode: 0,
      localRoyalty: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('answers a negative royalty as a value with a leading minus', async () => {
    const answer = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: localPrint(600, 20),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: 0,
      localRoyalty: expect.stringMatching(/^-\d+\.\d{2}$/),
    });
  });

  it('answers B12 when the pages exceed the paper type or the binding', async () => {
    const paper = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: localPrint(900, 250, { l_paper_type_id: 3 }),
    });
    expect(paper.status).toBe(200);
    expect(paper.body).toEqual({ statusCode: 'B12', description: PAGES_EXCEED_PAPER_TYPE_MESSAGE });
    const binding = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: localPrint(100, 250, { bind: 'saddle-stitch' }),
    });
    expect(binding.body).toMatchObject({ statusCode: 'B12' });
  });

  it('estimates an ebook internationally only, with its one-off fees as the total cost', async () => {
    const answer = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: {
        format: 'ebook',
        no_of_pages: 150,
        is_local: true,
        is_international: true,
        international_price: 9.99,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      toRoyaltyAnswer(
        computeRoyalty(
          { format: 'ebook', internationalPrice: 999, conversionNeeded: false },
          defaultPriceList,
        ),
      ),
    );
    expect(answer.body).toMatchObject({ localRoyalty: '0.00', totalCost: '299.00' });
  });

  it('counts the ISBN registration (R250) in the once-off total when one is asked for', async () => {
    const ebook = {
      format: 'ebook',
      no_of_pages: 150,
      is_local: false,
      is_international: true,
      international_price: 9.99,
    };
    const withIsbn = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: { ...ebook, isbn_is_required: true },
    });
    expect(withIsbn.body).toMatchObject({ statusCode: 0, totalCost: '549.00' });
    const audiobook = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: {
        format: 'audiobook',
        no_of_pages: 100,
        is_local: true,
        is_international: false,
        local_price: 150,
        recording_needed: true,
        isbn_is_required: true,
      },
    });
    // Upload R299, recording 100 pages at R15, ISBN R250.
    expect(audiobook.body).toMatchObject({ statusCode: 0, totalCost: '2049.00' });
  });

  it('estimates an audiobook in both markets with the recording as a one-off cost', async () => {
    const answer = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: {
        format: 'audiobook',
        no_of_pages: 100,
        is_local: true,
        is_international: true,
        local_price: 150,
        international_price: 12,
        recording_needed: true,
      },
    });
    expect(answer.status).toBe(200);
    const { uploadFee, recordingPerPage } = defaultPriceList.audiobook;
    expect(answer.body).toEqual(
      toRoyaltyAnswer(
        computeRoyalty(
          {
            format: 'audiobook',
            pages: 100,
            localPrice: 15_000,
            internationalPrice: 1_200,
            recordingNeeded: true,
          },
          defaultPriceList,
        ),
      ),
    );
    expect(answer.body).toMatchObject({
      totalCost: ((uploadFee + 100 * recordingPerPage) / 100).toFixed(2),
    });
  });

  it('refuses a paper type the price list does not have, with the product message', async () => {
    const answer = await server.request('PUT', '/user/realtimeroyalty', {
      token,
      body: localPrint(200, 250, { l_paper_type_id: 99 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      description: 'Invalid input',
      errors: [{ field: 'l_paper_type_id', message: SELECT_LOCAL_PAPER_TYPE_MESSAGE }],
    });
  });

  it('refuses a payload without the page count', async () => {
    const { no_of_pages: _pages, ...body } = localPrint(200, 250);
    const answer = await server.request<{ errors: { field: string }[] }>(
      'PUT',
      '/user/realtimeroyalty',
      {
        token,
        body,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'no_of_pages' }));
  });

  it('checks an ISBN: checksum, then whether a book uses it', async () => {
    const check = (isbn: string) =>
      server.request('POST', '/user/getvalidisbn', { token, body: { isbn } });
    expect((await check('978-0-306-40615-7')).body).toEqual({
      statusCode: 200,
      description: 'Successful',
      isValid: true,
      inUse: false,
    });
    expect((await check('978030640615')).body).toEqual({
      statusCode: 200,
      description: INVALID_ISBN_MESSAGE,
      isValid: false,
      inUse: false,
    });
    expect((await check('9780306406158')).body).toEqual({
      statusCode: 200,
      description:
        'Please check your ISBN for a typing error - with these first 12 digits the last digit would be 7, not 8.',
      isValid: false,
      inUse: false,
    });
    const other = (await signUp(server)).accessToken;
    const quote = await server.request('POST', '/user/getquote', {
      token: other,
      body: printQuote(),
    });
    expect(quote.status).toBe(201);
    expect((await check('978 0 306 40615 7')).body).toEqual({
      statusCode: 200,
      description: ISBN_IN_USE_MESSAGE,
      isValid: false,
      inUse: true,
    });
  });
});
