import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstError } from './scroll-to-first-error.ts';

function aForm() {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="title" aria-invalid="true"><input name="pages"><button type="submit">Go</button>';
  document.body.append(form);
  return {
    form,
    title: form.querySelector<HTMLInputElement>('[name=title]') as HTMLInputElement,
    pages: form.querySelector<HTMLInputElement>('[name=pages]') as HTMLInputElement,
    submit: form.querySelector('button') as HTMLButtonElement,
  };
}

describe('scrollToFirstError', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focuses the first invalid field once the messages have rendered', () => {
    const { form, title, submit } = aForm();
    submit.focus();
    scrollToFirstError(form);
    expect(document.activeElement).toBe(submit);
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(title);
  });

  it('leaves focus where the author moved it in the meantime', () => {
    const { form, pages, submit } = aForm();
    submit.focus();
    scrollToFirstError(form);
    pages.focus();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(pages);
  });
});
