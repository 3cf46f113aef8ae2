/** The lookup module's public surface. */
export { lookupModule, type LookupDeps } from './module.ts';
