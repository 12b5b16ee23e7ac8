/** The registration stages in order; the account is created when your-details is submitted. */
export const REGISTRATION_STAGES = ['email-password', 'your-details', 'welcome'] as const;

export type RegistrationStage = (typeof REGISTRATION_STAGES)[number];

export function isRegistrationStage(value: string): value is RegistrationStage {
  return (REGISTRATION_STAGES as readonly string[]).includes(value);
}
