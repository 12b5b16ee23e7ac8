import { afterEach, describe, expect, it } from 'vitest';
import { clearFormDraft, readFormDraft, writeFormDraft } from './form-draft.ts';

const defaults = { name_first: 'Thandi', phone_main: '', acceptedTerms: false };

describe('form drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back what was typed, over the defaults, until cleared', () => {
    expect(readFormDraft('details', defaults)).toEqual(defaults);
    writeFormDraft('details', { ...defaults, phone_main: '+27821234567' });
    expect(readFormDraft('details', defaults)).toEqual({ ...defaults, phone_main: '+27821234567' });
    clearFormDraft('details');
    expect(readFormDraft('details', defaults)).toEqual(defaults);
  });

  it('ignores fields the form no longer has, values of another type, and unreadable text', () => {
    sessionStorage.setItem(
      'pod-portal.form.details',
      JSON.stringify({ name_first: 42, acceptedTerms: true, password: 'never' }),
    );
    expect(readFormDraft('details', defaults)).toEqual({ ...defaults, acceptedTerms: true });
    sessionStorage.setItem('pod-portal.form.details', '{oops');
    expect(readFormDraft('details', defaults)).toEqual(defaults);
  });
});
