/** The push module's public surface. */
export { pushModule, type PushDeps } from './module.ts';
