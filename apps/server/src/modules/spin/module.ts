import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Draws } from '../draws/index.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { earnCoinsOnDeposit } from './coins.ts';
import { spinDrawNames } from './draw-names.ts';
import { Coupons, type ActiveBonus } from './coupons.ts';
import { spinOperatorRoutes } from './operator-routes.ts';
import { spinRoutes } from './routes.ts';
import { Spins } from './spins.ts';

export interface SpinDeps {
  pool: pg.Pool;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  operators: OperatorSide;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  draws: Draws;
  activeBonus: ActiveBonus;
}

/**
 * The spin wheel: coins earned in every deposit's credit (the ledger's deposit hook), spins drawn
 * through Draws, coupons claimed through the ledger; the member routes and the operators' read.
 */
export async function spinModule(app: FastifyInstance, deps: SpinDeps): Promise<{ coupons: Coupons }> {
  deps.ledger.whenDepositCredited(earnCoinsOnDeposit(deps.settings));
  deps.draws.describeOutcomes('spin', spinDrawNames(deps.pool, deps.settings));
  const spins = new Spins(deps.pool, deps.ledger, deps.draws, deps.settings);
  const coupons = new Coupons(deps.pool, deps.ledger, deps.events, deps.activeBonus);
  await app.register(spinRoutes, { settings: deps.settings, spins, coupons, idempotency: deps.idempotency });
  await app.register(spinOperatorRoutes, {
    coupons,
    changes: deps.settingChanges,
    operators: deps.operators,
  });
  return { coupons };
}
