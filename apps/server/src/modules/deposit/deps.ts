import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';

/**
 * What every deposit channel is built from, besides its own outside system. Each channel makes
 * its own services from these, and credits money only through the wallet module
 * (creditDeposit, openDepositReview, settleDepositReview).
 */
export interface DepositDeps {
  config: Config;
  db: Db;
  ledger: Ledger;
  events: BalanceEvents;
  settings: SettingsService;
  idempotency: Idempotency;
  /** The server secret: channels derive their own keys from it (`${secret}:purpose`). */
  secret: string;
  /** Where a channel adds how the recovery job resolves the intents a crash left behind. */
  jobs: Jobs;
}
