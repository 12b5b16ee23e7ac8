// Statements: each author's monthly royalty statement, made by the monthly run (or `ops
// statements`), emailed with its PDF and CSV, listed in Documents and downloaded from there.
// This file is the feature's public face: other features and the entry points use only it.
export { makeMonthStatements, unsentStatements } from './make-statements.ts';
export { monthlyStatementsJob, royaltyStatementJob } from './statement-jobs.ts';
export { userStatements } from './user-statements.ts';
