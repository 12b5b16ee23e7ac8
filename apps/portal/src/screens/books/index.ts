// What other screen areas use of Your books (the only way in: .dependency-cruiser.cjs).
export { BookContract } from './BookContract.tsx';
