/** The spin module's public surface. */
export { spinModule, type SpinDeps } from './module.ts';
