import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../settings/service.ts';
import type { BalanceEvents } from '../wallet/events.ts';
import type { Idempotency } from '../wallet/idempotency.ts';
import type { Ledger } from '../wallet/ledger.ts';
import type { RecoveryTasks } from '../maintenance/recovery-tasks.ts';

/**
 * What the deposit and statement modules are built from. Each module makes its own services
 * and outside-system adapters from these, and credits money only through the wallet module
 * (creditDeposit, openDepositReview, settleDepositReview).
 */
export interface DepositDeps {
  config: Config;
  db: Db;
  ledger: Ledger;
  events: BalanceEvents;
  settings: SettingsService;
  idempotency: Idempotency;
  /** The server secret: adapters derive their own keys from it (`${secret}:purpose`). */
  secret: string;
  /** Where a module adds how the recovery job resolves the intents a crash left behind. */
  recovery: RecoveryTasks;
}
