export { type AdditionalDetails, additionalDetailsSchema } from './additional-details.ts';
export {
  type BankDetails,
  type BankDetailsInternational,
  type BankDetailsLocal,
  bankDetailsInternationalSchema,
  bankDetailsLocalSchema,
  bankDetailsSchema,
} from './bank-details.ts';
export {
  CHANGE_PASSWORD_STRENGTH_MESSAGE,
  type ChangePassword,
  changePasswordSchema,
} from './change-password.ts';
export { type Contributor, contributorSchema } from './contributor.ts';
export { type Coupon, couponSchema } from './coupon.ts';
export {
  type DescriptionCounter,
  describeCounter,
  MAIN_DESCRIPTION_LIMIT,
  SHORT_DESCRIPTION_LIMIT,
} from './description-counter.ts';
export { type EmailChange, emailChangeSchema } from './email-change.ts';
export { type ForgotPassword, forgotPasswordSchema } from './forgot-password.ts';
export {
  createGeneralInfoSchema,
  type GeneralInfo,
  type GeneralInfoContext,
  MAX_PAGES_NON_EBOOK,
  MIN_PAGES,
} from './general-info.ts';
export { isStrongPassword } from './is-strong-password.ts';
export { isbnCheckDigitMessage, isbnMessage } from './isbn-message.ts';
export { LIVE_PASSWORD_MISMATCH_MESSAGE, livePasswordMismatch } from './live-password-mismatch.ts';
export { type Login, loginSchema } from './login.ts';
export * from './messages.ts';
export {
  PASSKEY_NAME_MAX,
  PASSKEY_NAME_REQUIRED_MESSAGE,
  PASSKEY_NAME_TOO_LONG_MESSAGE,
  PASSKEY_NOT_ADDED_MESSAGE,
  PASSKEY_SIGN_IN_FAILED_MESSAGE,
  type PasskeyName,
  passkeyNameSchema,
} from './passkey-name.ts';
export { type PasswordChecklist, passwordChecklist } from './password-checklist.ts';
export { PASSWORD_STRENGTH_MESSAGE } from './password-pair.ts';
export { PASSWORD_SPECIAL_CHARACTERS } from './password-special-characters.ts';
export { isPlainText } from './plain-text.ts';
export {
  changedFields,
  PROFILE_CHANGE_GROUPS,
  type ProfileChangeGroup,
} from './profile-change-groups.ts';
export { type ProfileDetails, profileDetailsSchema } from './profile-details.ts';
export { BANK_PROFILE_FIELDS, PUBLISHER_PROFILE_FIELDS } from './profile-field-names.ts';
export { type ProfileUpdateRequest, profileUpdateRequestSchema } from './profile-update-request.ts';
export { type PublisherDetails, publisherDetailsSchema } from './publisher-details.ts';
export {
  type QuoteIssue,
  type QuoteRulesContext,
  quoteIssues,
  type WireQuote,
  type WireQuoteField,
} from './quote-rules.ts';
export {
  type RegistrationEmailPassword,
  registrationEmailPasswordSchema,
} from './registration-email-password.ts';
export { type ResetPassword, resetPasswordSchema } from './reset-password.ts';
export { type Resign, resignSchema } from './resign.ts';
export { type Signing, signingSchema } from './signing.ts';
export { type YourDetails, yourDetailsSchema } from './your-details.ts';
