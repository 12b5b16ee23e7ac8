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
});
