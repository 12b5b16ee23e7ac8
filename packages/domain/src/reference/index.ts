export { ACCOUNT_TYPES, type AccountType } from './account-types.ts';
export { API_CODES, type ApiCode, type ApiCodeKind, SUCCESS } from './api-codes.ts';
export { AUDIENCE_WARNINGS, type AudienceWarningCode } from './audience-warnings.ts';
export { BISAC_SECTIONS, type BisacSection } from './bisac-sections.ts';
export { CONTRIBUTOR_ROLES, type ContributorRole } from './contributor-roles.ts';
export { COUNTRIES, type Country } from './countries.ts';
export {
  formatDateTime,
  formatDayMonth,
  formatIsoDate,
  formatIsoDateTime,
} from './format-date.ts';
export { isWellFormedBisacCode } from './is-well-formed-bisac-code.ts';
export { isbn13CheckDigit, isValidIsbn13, normaliseIsbn } from './isbn13.ts';
export { LANGUAGES, type Language } from './languages.ts';
export { branchCodeForBank, LOCAL_BANKS, type LocalBank } from './local-banks.ts';
export {
  DEFAULT_DIAL_CODE,
  type NormalisedPhone,
  normalisePhoneInput,
} from './normalise-phone-input.ts';
export { RECOMMENDED_AUDIENCES, type RecommendedAudience } from './recommended-audiences.ts';
export { searchPlaces } from './search-places.ts';
export { PRODUCT_TIME_ZONE } from './zoned-date-parts.ts';
