import { describe, expect, it, vi } from 'vitest';
import { announcedSessionEnd } from './announced-session-end.ts';

describe('a session end a page announced', () => {
  it('redirects at once when nothing is announced', () => {
    const toLogin = vi.fn();
    announcedSessionEnd().redirect(toLogin);
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('holds the redirect while announced, and runs it if the page fails', () => {
    const end = announcedSessionEnd();
    const toLogin = vi.fn();
    end.announce();
    end.redirect(toLogin);
    expect(toLogin).not.toHaveBeenCalled();
    end.withdraw();
    expect(toLogin).toHaveBeenCalledOnce();
    end.withdraw();
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('drops the held redirect when the page logs out by itself, and redirects again afterwards', () => {
    const end = announcedSessionEnd();
    const held = vi.fn();
    end.announce();
    end.redirect(held);
    end.reset();
    end.withdraw();
    expect(held).not.toHaveBeenCalled();
    const later = vi.fn();
    end.redirect(later);
    expect(later).toHaveBeenCalledOnce();
  });
});
