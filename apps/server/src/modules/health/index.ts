/** The health module's public surface: /healthz, /readyz, /metrics. */
export { healthModule, type HealthDeps } from './module.ts';
export { checkReadiness } from './readiness.ts';
