import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Draws } from '../draws/index.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import { inviteOperatorRoutes } from './operator-routes.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { InviteAccruals } from './accruals.ts';
import { InviteClaims } from './claims.ts';
import { inviteRoutes } from './routes.ts';
import { inviteSandboxRoutes } from './sandbox-routes.ts';

export interface InviteDeps {
  config: Config;
  pool: pg.Pool;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  operators: OperatorSide;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  jobs: Jobs;
  draws: Draws;
  clock: Clock;
}

/** How often the accrual job looks for closed periods (it is idempotent; every 15 minutes a closed day is accrued soon after midnight). */
const ACCRUAL_EVERY_MS = 15 * 60_000;

/** Invite rewards: the records, the claim, the banners, and the commission accrual job. */
export async function inviteModule(app: FastifyInstance, deps: InviteDeps): Promise<void> {
  const accruals = new InviteAccruals(deps.pool, deps.ledger, deps.settings, deps.events, deps.clock);
  const claims = new InviteClaims(deps.pool, deps.ledger, deps.draws, deps.settings, deps.events);
  deps.jobs.every('invite-accrual', ACCRUAL_EVERY_MS, async () => {
    await accruals.run();
  });
  await app.register(inviteRoutes, {
    db: deps.pool,
    claims,
    settings: deps.settings,
    idempotency: deps.idempotency,
  });
  await app.register(inviteOperatorRoutes, { changes: deps.settingChanges, operators: deps.operators });
  if (deps.config.sandbox) await app.register(inviteSandboxRoutes, { accruals, clock: deps.clock });
}
