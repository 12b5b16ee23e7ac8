// What other screen areas use of the profile (the only way in: .dependency-cruiser.cjs).
export { ChangeRequestBoxes } from './ChangeRequestBoxes.tsx';
