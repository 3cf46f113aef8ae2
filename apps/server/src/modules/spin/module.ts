import type { FastifyInstance } from 'fastify';
import type { SettingsService } from '../settings/index.ts';
import { spinFlagRoutes } from './routes.ts';

export interface SpinDeps {
  settings: SettingsService;
}

/** The spin-active flag home needs for its widget (GET /api/spinwheel/active); the wheel is the spin issue's. */
export async function spinModule(app: FastifyInstance, { settings }: SpinDeps): Promise<void> {
  await app.register(spinFlagRoutes, { settings });
}
