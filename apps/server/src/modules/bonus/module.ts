import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { GameAccounts } from '../games/index.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges, SettingsService, SettingTableChanges } from '../settings/index.ts';
import { bonusOperatorRoutes } from './operator-routes.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { Activations } from './activation.ts';
import { BonusWithdrawals } from './bonus-withdrawals.ts';
import { BonusEndings } from './ending.ts';
import { BonusReads } from './reads.ts';
import { bonusRoutes } from './routes.ts';

export interface BonusDeps {
  pool: pg.Pool;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  /** The settings tables' saves (ADR 0107): the bonuses table's routes are registered here. */
  settingTables: SettingTableChanges;
  operators: OperatorSide;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  /** The clear reads every game balance from its provider first. */
  gameAccounts: GameAccounts;
}

/**
 * Bonuses and promotion codes (GET /api/bonus..., /api/promotion...). Returns the active-bonus
 * read (spin and refund refuse while a bonus is held) and the rule withdrawals follow.
 */
export async function bonusModule(app: FastifyInstance, deps: BonusDeps) {
  const reads = new BonusReads(deps.pool, deps.ledger, deps.settings);
  const activations = new Activations(deps.pool, deps.ledger, deps.settings, deps.events);
  const endings = new BonusEndings(deps.pool, deps.ledger, deps.gameAccounts, deps.events);
  await app.register(bonusRoutes, { reads, activations, endings, idempotency: deps.idempotency });
  await app.register(bonusOperatorRoutes, {
    changes: deps.settingChanges,
    tables: deps.settingTables,
    operators: deps.operators,
  });
  return { bonuses: reads, bonusWithdrawals: new BonusWithdrawals(deps.ledger) };
}
