// Auth: sign-in (password, emailed code, TOTP, passkeys), sessions and tokens, the guard,
// emailed account links, login alerts.
// This file is the feature's public face: other features and the entry points use only it.
export { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
export { createAuthGuard, currentUser } from './auth-guard.ts';
export { confirmPassword } from './confirm-password.ts';
export { openEmailedLink } from './emailed-link.ts';
export { signedFileLink } from './file-links.ts';
export { loginAlertJob } from './login-alert-job.ts';
export { passkeyEmailJob } from './passkeys/passkey-email-job.ts';
export { hashPassword } from './passwords.ts';
export { sessionClient } from './session-client.ts';
export { sessionEndsPlugin } from './session-ends-plugin.ts';
export { revokeUserSessions, startSession } from './sessions.ts';
export { countRecoveryCodes, replaceRecoveryCodes } from './two-factor/recovery-codes.ts';
export { countRememberedBrowsers, forgetBrowsers } from './two-factor/remembered-browsers.ts';
export { matchingStep, newTotpSecret, totpSetup } from './two-factor/totp.ts';
export { twoFactorEmailJob } from './two-factor/two-factor-email-job.ts';
export type { TwoFactorChange } from './two-factor/two-factor-emails.ts';
export { readTwoFactor } from './two-factor/two-factor-settings.ts';
