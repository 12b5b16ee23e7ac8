// Staff: the company's side (its routes), and telling an author about a staff decision.
// This file is the feature's public face: other features and the entry points use only it.
export { tellAuthor } from './tell-author.ts';
