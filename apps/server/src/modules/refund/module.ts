import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../../lib/clock.ts';
import type { Draws } from '../draws/index.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import { refundOperatorRoutes } from './operator-routes.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import type { ActiveBonus } from './active-bonus.ts';
import { refundRoutes } from './routes.ts';
import { Refunds } from './service.ts';

export interface RefundDeps {
  pool: pg.Pool;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  operators: OperatorSide;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  draws: Draws;
  clock: Clock;
  activeBonus: ActiveBonus;
}

/** Loss refunds: check, receive, add to the wallet, the log and the banners. */
export async function refundModule(app: FastifyInstance, deps: RefundDeps): Promise<void> {
  const refunds = new Refunds(
    deps.pool,
    deps.ledger,
    deps.draws,
    deps.settings,
    deps.events,
    deps.activeBonus,
    deps.clock,
  );
  await app.register(refundRoutes, { refunds, settings: deps.settings, idempotency: deps.idempotency });
  await app.register(refundOperatorRoutes, { changes: deps.settingChanges, operators: deps.operators });
}
