/** The maintenance module's public surface. */
export { maintenanceModule, type MaintenanceDeps } from './module.ts';
