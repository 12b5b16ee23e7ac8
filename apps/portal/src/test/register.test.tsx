import { EMAIL_EXISTS_MESSAGE, LIVE_PASSWORD_MISMATCH_MESSAGE } from '@pod-portal/domain';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeTokens } from './fake-tokens.ts';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const PASSWORD = 'Str0ng!pass';

async function fillFirstStage(
  user: ReturnType<typeof renderApp>['user'],
  email = 'new@example.co.za',
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your details' });
}

async function fillSecondStage(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Thandi');
  await user.type(screen.getByLabelText('Last name'), 'Mokoena');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/register', () => {
  it('starts at email-password, without progress bar or back button', async () => {
    const { history } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/register/email-password');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("validates the first stage with the product's messages", async () => {
    const { user } = renderApp('/register/email-password');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email to continue')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password to continue')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password to continue')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Your password must contain at least one lowercase/),
    ).toBeInTheDocument();
    expect(await screen.findByText(LIVE_PASSWORD_MISMATCH_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('passwords must match')).toBeInTheDocument();
  });

  it('enables Continue on your-details only once the terms are accepted', async () => {
    const { user } = renderApp('/register/email-password');
    await fillFirstStage(user);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: /Terms & Conditions and Privacy Policy/ }),
    );
    expect(next).toBeEnabled();
  });

  it('creates the account, tells about the R100 and continues to the first book', async () => {
    const register = vi.fn(async ({ request }: { request: Request }) => {
      expect(await request.json()).toEqual({
        username: 'new@example.co.za',
        email: 'new@example.co.za',
        password: PASSWORD,
        confirm_password: PASSWORD,
        name_first: 'Thandi',
        name_last: 'Mokoena',
      });
      return HttpResponse.json({ statusCode: 0, ...fakeTokens() }, { status: 201 });
    });
    server.use(
      http.post(api('/user/adduser'), register),
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    );
    const { user, history } = renderApp('/register/email-password');
    await fillFirstStage(user);
    await fillSecondStage(user);
    expect(await screen.findByText(/R100 was added to your balance/)).toBeInTheDocument();
    expect(screen.getByText(/follow the link in it to verify your address/)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/register/welcome');
    expect(register).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/new-book/general-info',
    );
  });

  it('returns to email-password with the U30 message when the email exists', async () => {
    server.use(
      http.post(api('/user/adduser'), () =>
        HttpResponse.json(
          { statusCode: 'U30', description: EMAIL_EXISTS_MESSAGE },
          { status: 409 },
        ),
      ),
    );
    const { user, history } = renderApp('/register/email-password');
    await fillFirstStage(user, 'taken@example.co.za');
    await fillSecondStage(user);
    expect(await screen.findByText(EMAIL_EXISTS_MESSAGE)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/register/email-password');
    expect(history.location.search).toContain('e=taken%40example.co.za');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.co.za');
  });

  it('says something went wrong when the server fails', async () => {
    server.use(
      http.post(api('/user/adduser'), () =>
        HttpResponse.json(
          { statusCode: 500, description: 'Internal server error' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderApp('/register/email-password');
    await fillFirstStage(user);
    await fillSecondStage(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not sure what to do about it/);
  });

  it('starts again at the first stage when your-details is opened directly', async () => {
    const { history } = renderApp('/register/your-details');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(history.location.pathname).toBe('/register/email-password');
  });

  it('shows 404 for an unknown stage', async () => {
    renderApp('/register/nope');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
