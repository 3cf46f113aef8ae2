/** The home module's public surface. */
export { homeModule, type HomeDeps } from './module.ts';
