// What other screen areas use of the sign-in screens (the only way in: .dependency-cruiser.cjs).
export { TwoFactorSettings } from './two-factor/TwoFactorSettings.tsx';
