/** The statement module's public surface. */
export { statementModule, type StatementDeps } from './module.ts';
