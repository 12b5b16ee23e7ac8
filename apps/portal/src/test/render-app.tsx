import type { Tokens } from '@pod-portal/sdk';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App.tsx';
import type { CurrentUser } from '../api/current-user.ts';
import { createAppContext } from '../session/app-context.ts';
import { fakeTokens } from './fake-tokens.ts';

/**
 * Renders the whole app at `path` against the mock API; with `user`, as that signed-in user
 * (tokens and current user in session storage, as after a login).
 */
export function renderApp(
  path: string,
  { user, tokens = fakeTokens() }: { user?: CurrentUser; tokens?: Tokens } = {},
) {
  if (user) {
    sessionStorage.setItem('pod-portal.tokens', JSON.stringify(tokens));
    sessionStorage.setItem('pod-portal.currentUser', JSON.stringify(user));
  }
  const context = createAppContext('http://localhost:3000/api');
  context.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const result = render(<App context={context} history={history} />);
  return { ...result, context, history, user: userEvent.setup() };
}
