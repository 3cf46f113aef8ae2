/** The health module's public surface: /healthz, /readyz, /metrics, and the doctor's checks (the CLI's too). */
export { healthModule, type HealthDeps } from './module.ts';
export { checkReadiness } from './readiness.ts';
export { formatDoctorLine, runDoctor, runDoctorChecks, type DoctorLine } from './doctor-checks.ts';
