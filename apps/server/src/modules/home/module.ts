import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { GameAccounts } from '../games/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents } from '../wallet/index.ts';
import { homeRoutes } from './routes.ts';
import { HomeService } from './service.ts';

export interface HomeDeps {
  config: Config;
  pool: pg.Pool;
  settings: SettingsService;
  events: BalanceEvents;
  gameAccounts: GameAccounts;
}

/** Home's wallet answer: GET /api/wallet and GET /api/wallet/refresh/slot. Sits above games. */
export async function homeModule(app: FastifyInstance, deps: HomeDeps): Promise<void> {
  const home = new HomeService(
    deps.pool,
    deps.gameAccounts,
    deps.settings,
    deps.events,
    deps.config.SESSION_CACHE_MS,
  );
  await app.register(homeRoutes, { home });
}
