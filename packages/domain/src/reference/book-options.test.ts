import { describe, expect, it } from 'vitest';
import { AUDIENCE_WARNINGS } from './audience-warnings.ts';
import { CONTRIBUTOR_ROLES } from './contributor-roles.ts';
import { RECOMMENDED_AUDIENCES } from './recommended-audiences.ts';

describe('book metadata options', () => {
  it('offers the four recommended audiences', () => {
    expect(RECOMMENDED_AUDIENCES).toEqual([
      'General Trade',
      'Professional',
      'Juvenile',
      'Young Adult',
    ]);
  });

  it('offers the audience warnings 00 to 07 with their exact labels', () => {
    expect(AUDIENCE_WARNINGS).toEqual([
      { code: '00', label: 'unrated' },
      { code: '01', label: 'Any Adult audience' },
      { code: '02', label: 'Content warning' },
      { code: '03', label: 'Content warning (sex)' },
      { code: '04', label: 'Content warning (violence)' },
      { code: '05', label: 'Content warning (drug taking)' },
      { code: '06', label: 'Content warning (language)' },
      { code: '07', label: 'Content warning (intolerance)' },
    ]);
  });

  it('offers the preset contributor roles', () => {
    expect(CONTRIBUTOR_ROLES).toEqual([
      'Co-Author',
      'Editor',
      'Proofreader',
      'Foreword by',
      'Afterword by',
    ]);
  });
});
