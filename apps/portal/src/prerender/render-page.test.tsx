import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.tsx';

describe('the first screens drawn by the build', () => {
  it('draws the login form, its title and its links, with no session', async () => {
    const markup = await renderPage('/login');
    expect(markup).toContain('<title>Print on Demand | Login</title>');
    expect(markup).toContain('<h1 id="login-title">Log in</h1>');
    expect(markup).toMatch(/<input type="email"[^>]* name="email"/);
    expect(markup).toMatch(/<input type="password"[^>]* name="password"/);
    expect(markup).toContain('href="/register"');
    // Not the signed-in shell.
    expect(markup).not.toContain('app-sidebar');
  });

  it("draws registration's first stage", async () => {
    const markup = await renderPage('/register/email-password');
    expect(markup).toContain('<title>Print on Demand | Register</title>');
    expect(markup).toContain('Create your acco');
    expect(markup).toMatch(/Confirm password/);
  });

  it('draws the dashboard as an author on their first login sees it, with nothing of theirs', async () => {
    const markup = await renderPage('/dashboard', { signedIn: true });
    expect(markup).toContain('<title>Print on Demand | Dashboard</title>');
    expect(markup).toContain('<h1>Dashboard</h1>');
    // The shell the app draws around it: the sidebar, the top bar with the cart, the chat.
    expect(markup).toMatch(/<nav class="app-sidebar" aria-label="Main">/);
    expect(markup).toContain('aria-current="page"');
    expect(markup).toContain('class="app-topbar"');
    expect(markup).toContain('aria-label="Support chat"');
    // The welcome, drawn open in place.
    expect(markup).toMatch(
      /<section role="dialog" class="ui-dialog app-welcome"><h2[^>]*>Welcome to Print on Demand<\/h2>/,
    );
    // No one's name, balance or cart.
    expect(markup).toContain('<p class="app-topbar__greeting">Welcome, </p>');
    expect(markup).toContain('<span class="app-cart-count">0</span>');
    expect(markup).toContain('data-testid="balance">R 0.00</p>');
  });
});
