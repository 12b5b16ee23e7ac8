// What other screen areas use of Support (the only way in: .dependency-cruiser.cjs).
export { LegalDocumentLinks } from './LegalDocumentLinks.tsx';
