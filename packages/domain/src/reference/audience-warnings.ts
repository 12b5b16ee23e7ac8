/** The indicated audience warning options, by code. */
export const AUDIENCE_WARNINGS = [
  { code: '00', label: 'unrated' },
  { code: '01', label: 'Any Adult audience' },
  { code: '02', label: 'Content warning' },
  { code: '03', label: 'Content warning (sex)' },
  { code: '04', label: 'Content warning (violence)' },
  { code: '05', label: 'Content warning (drug taking)' },
  { code: '06', label: 'Content warning (language)' },
  { code: '07', label: 'Content warning (intolerance)' },
] as const;

export type AudienceWarningCode = (typeof AUDIENCE_WARNINGS)[number]['code'];
