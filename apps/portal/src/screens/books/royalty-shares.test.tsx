import {
  AUTHOR_SHARE_MESSAGE,
  PAYEE_OWN_EMAIL_MESSAGE,
  PAYEE_TWICE_MESSAGE,
  SHARE_SIZE_MESSAGE,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aBook, aUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';
import { PAYEES_SAVE_FAILED_MESSAGE, PAYEES_SAVED_MESSAGE } from './PayeesForm.tsx';

type BookPayees = components['schemas']['BookPayees'];

const AUTHOR = aUser();
const BOOK = aBook(7, { book_title: 'The Karoo Road' }, { status: 'published' });

/** The author's one book, shared as `payees` says; a PUT answers the list as set. */
function serveBook(payees: Omit<BookPayees, 'statusCode' | 'description'>) {
  const saved: unknown[] = [];
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(AUTHOR)),
    http.get(api('/user/getuserbooks'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBooks: [BOOK],
        internationalBooks: [],
      }),
    ),
    http.get(api('/user/viewusersbookinfo/:local/:pair'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBook: BOOK,
        internationalBook: null,
        bookFiles: [],
        audioFiles: [],
      }),
    ),
    http.get(api('/user/getordersperbook/:id'), () =>
      HttpResponse.json({ statusCode: 11, description: 'No orders found', results: [] }),
    ),
    http.get(api('/user/getsaleperbook/:id'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', results: [] }),
    ),
    http.get(api('/user/books/7/payees'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', ...payees }),
    ),
    http.put(api('/user/books/7/payees'), async ({ request }) => {
      const body = (await request.json()) as { payees: Array<{ share: number }> };
      saved.push(body);
      const invited = body.payees.map((payee, index) => ({
        ...payee,
        id: index + 1,
        status: 'invited',
      }));
      const rest = 100 - body.payees.reduce((sum, payee) => sum + payee.share, 0);
      return HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        payees: invited,
        author_share: Math.round(rest * 100) / 100,
        held: payees.held,
      });
    }),
  );
  return saved;
}

type User = ReturnType<typeof renderApp>['user'];

async function openShares(user: User) {
  await user.click(await screen.findByRole('button', { name: /^The Karoo Road/ }));
  const panel = await screen.findByRole('region', { name: 'The Karoo Road' });
  await user.click(within(panel).getByRole('tab', { name: 'Royalty shares' }));
  return panel;
}

/** The panel with its payees form open. */
async function openPayeesForm(user: User) {
  const panel = await openShares(user);
  await user.click(await within(panel).findByRole('button', { name: 'Change the payees' }));
  return { panel, form: within(panel).getByRole('form', { name: 'Payees' }) };
}

/** Types a payee into the form's row at `index`. */
async function typePayee(
  user: User,
  form: HTMLElement,
  index: number,
  payee: { name: string; email: string; share: string },
) {
  const field = (name: string) =>
    within(form).getAllByRole('textbox', { name })[index] as HTMLElement;
  await user.type(field('Name'), payee.name);
  await user.type(field('Email'), payee.email);
  await user.type(field('Share (%)'), payee.share);
}

describe('the book\'s "Royalty shares" panel', () => {
  it("shows each payee, the author's share and what is held for whom", async () => {
    serveBook({
      payees: [
        {
          id: 1,
          name: 'Lerato Dube',
          email: 'lerato@example.com',
          role: 'co-author',
          share: 25,
          status: 'accepted',
        },
        {
          id: 2,
          name: 'Sipho Nkosi',
          email: 'sipho@example.com',
          role: 'illustrator',
          share: 10.5,
          status: 'invited',
        },
      ],
      author_share: 64.5,
      held: 80.25,
    });
    const { user } = renderApp('/books', { user: AUTHOR });
    const panel = await openShares(user);
    const table = await within(panel).findByRole('grid', { name: 'Payees' });
    expect(within(table).getByRole('row', { name: /Sipho Nkosi/ })).toHaveTextContent(
      /Illustrator.*10.5%.*Invited/,
    );
    expect(within(table).getByRole('row', { name: /Lerato Dube/ })).toHaveTextContent(
      /Co-author.*25%.*Accepted/,
    );
    expect(within(panel).getByText('Your share: 64.5%')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        /Held until every payee has accepted: R 80.25. Waiting for Sipho Nkosi./,
      ),
    ).toBeInTheDocument();
  });

  it("names each wrong field in the product's words, at and past the bounds", async () => {
    const saved = serveBook({ payees: [], author_share: 100, held: 0 });
    const { user } = renderApp('/books', { user: AUTHOR });
    const { form } = await openPayeesForm(user);
    await typePayee(user, form, 0, { name: 'Lerato Dube', email: AUTHOR.email, share: '0.001' });
    await user.click(within(form).getByRole('button', { name: 'Save payees' }));
    expect(await within(form).findByText(PAYEE_OWN_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByText(SHARE_SIZE_MESSAGE)).toBeInTheDocument();

    // 100% leaves the author nothing.
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'lerato@example.com');
    const share = within(form).getByRole('textbox', { name: 'Share (%)' });
    await user.clear(share);
    await user.type(share, '100');
    await user.click(within(form).getByRole('button', { name: 'Save payees' }));
    expect(await within(form).findByText(AUTHOR_SHARE_MESSAGE)).toBeInTheDocument();

    // Two payees with one address.
    await user.clear(share);
    await user.type(share, '0.01');
    await user.click(within(form).getByRole('button', { name: 'Add payee' }));
    await typePayee(user, form, 1, {
      name: 'Sipho Nkosi',
      email: 'LERATO@example.com',
      share: '99.98',
    });
    await user.click(within(form).getByRole('button', { name: 'Save payees' }));
    expect(await within(form).findByText(PAYEE_TWICE_MESSAGE)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves the payees at the smallest author share and says the invitations went out', async () => {
    const saved = serveBook({ payees: [], author_share: 100, held: 0 });
    const { user } = renderApp('/books', { user: AUTHOR });
    const { panel, form } = await openPayeesForm(user);
    await typePayee(user, form, 0, {
      name: 'Lerato Dube',
      email: 'lerato@example.com',
      share: '99.99',
    });
    await user.click(within(form).getByRole('button', { name: 'Save payees' }));
    expect(await within(panel).findByText(PAYEES_SAVED_MESSAGE)).toBeInTheDocument();
    expect(within(panel).getByText('Your share: 0.01%')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        payees: [
          { name: 'Lerato Dube', email: 'lerato@example.com', role: 'co-author', share: 99.99 },
        ],
      },
    ]);
  });

  it('says when the payees cannot be saved or loaded', async () => {
    serveBook({ payees: [], author_share: 100, held: 0 });
    server.use(http.put(api('/user/books/7/payees'), () => HttpResponse.error()));
    const { user } = renderApp('/books', { user: AUTHOR });
    const { panel, form } = await openPayeesForm(user);
    await typePayee(user, form, 0, {
      name: 'Lerato Dube',
      email: 'lerato@example.com',
      share: '50',
    });
    await user.click(within(form).getByRole('button', { name: 'Save payees' }));
    expect(await within(form).findByText(PAYEES_SAVE_FAILED_MESSAGE)).toBeInTheDocument();

    server.use(http.get(api('/user/books/7/payees'), () => HttpResponse.error()));
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    await user.click(within(panel).getByRole('tab', { name: 'Royalty shares' }));
    expect(
      await within(panel).findByText('The royalty shares could not be loaded.'),
    ).toBeInTheDocument();
  });
});
