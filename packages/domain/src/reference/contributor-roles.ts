/** The contributor roles offered; the user may also type a role of their own. */
export const CONTRIBUTOR_ROLES = [
  'Co-Author',
  'Editor',
  'Proofreader',
  'Foreword by',
  'Afterword by',
] as const;

// `string & {}` keeps the preset roles in editor suggestions while allowing custom ones.
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number] | (string & {});
