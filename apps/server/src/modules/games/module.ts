import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FaultPlan } from '../../adapters/faults.ts';
import type { GameProvider } from '../../adapters/games/port.ts';
import type { SandboxGameProvider } from '../../adapters/games/sandbox.ts';
import { sandboxGameSite } from '../../adapters/games/sandbox-routes.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { Sealer } from '../../lib/seal.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { GameAccounts } from './accounts.ts';
import { gameArtRoutes } from './art-routes.ts';
import { BalanceSync } from './balance-sync.ts';
import { GameCatalogue } from './catalogue.ts';
import { gameRoutes } from './routes.ts';
import { gamesSandboxRoutes } from './sandbox-routes.ts';
import { GameTransfers } from './transfers.ts';
import { gamesTable } from './games-table.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingTableRoutes, type SettingsService, type SettingTableChanges } from '../settings/index.ts';

export interface GamesDeps {
  config: Config;
  db: Db;
  secret: string;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  jobs: Jobs;
  /** The provider adapter GAME_PROVIDER_ADAPTER chose, its calls counted (ADR 0116). */
  provider: GameProvider;
  /** The sandbox provider when it is the adapter: its demo page and play API. */
  sandboxGames: SandboxGameProvider | undefined;
  faults: FaultPlan;
  /** The catalogue is a settings table (ADR 0107): its routes, and the change bus its cache hears. */
  settings: SettingsService;
  settingTables: SettingTableChanges;
  operators: OperatorSide;
}

/**
 * Game accounts (activate, credentials, reset, launch), transfers between the wallet and the
 * providers with their recovery task, the card art, and the sandbox provider's surfaces.
 * Returns the accounts for home and realtime.
 */
export async function gamesModule(app: FastifyInstance, deps: GamesDeps) {
  const { config, db, ledger, events, provider } = deps;
  const pool = db.$client;
  const catalogue = new GameCatalogue(db);
  deps.settings.onChange(({ keys }) => {
    if (keys.includes('table:games')) catalogue.forget();
  });
  const sync = new BalanceSync(ledger, provider, events, config.GAME_TIMEOUT_MS);
  const sealer = new Sealer(deps.secret, 'game-credentials');
  const accounts = new GameAccounts(
    pool,
    ledger,
    provider,
    catalogue,
    sync,
    sealer,
    config.GAME_TIMEOUT_MS,
    events,
  );
  const transfers = new GameTransfers(
    pool,
    ledger,
    provider,
    catalogue,
    sync,
    events,
    {
      timeoutMs: config.GAME_TIMEOUT_MS,
      recoveryAgeMs: config.RECOVERY_AGE_MS,
    },
    deps.settings,
  );
  deps.jobs.recovery('transfers', () => transfers.recover());
  await app.register(gameRoutes, { accounts, transfers, idempotency: deps.idempotency });
  await app.register(gameArtRoutes);
  await app.register(settingTableRoutes, {
    definition: gamesTable as never,
    tables: deps.settingTables,
    operators: deps.operators,
  });
  if (config.sandbox) {
    // The demo game page is sandbox too: its session alone moves game money (ADR 0023). It
    // uses the sandbox's own methods, which the counting passes through uncounted.
    if (deps.sandboxGames) await app.register(sandboxGameSite, { games: deps.sandboxGames });
    await app.register(gamesSandboxRoutes, { games: deps.sandboxGames, faults: deps.faults });
  }
  return { accounts };
}
