import type { FastifyInstance } from 'fastify';
import { TRUELINK_DEFAULT_SECRET } from '@wallet/contract';
import type { SandboxTrueMoney } from '../../../adapters/truemoney/sandbox.ts';
import type { DepositDeps } from '../deps.ts';
import { trueLinkRoutes } from './routes.ts';
import { sandboxTrueMoneyRoutes } from './sandbox-routes.ts';
import { TrueLinkDeposits } from './service.ts';
import { VoucherRecords } from './voucher-records.ts';

export interface TrueLinkDeps extends DepositDeps {
  /** The sandbox service is the only one until a TrueMoney merchant contract exists (ADR 0019). */
  trueMoney: SandboxTrueMoney;
}

/** TrueMoney gift links (POST /api/wallet/truelink), their recovery task and the sandbox vouchers. */
export async function trueLinkModule(app: FastifyInstance, deps: TrueLinkDeps): Promise<void> {
  const deposits = new TrueLinkDeposits(
    deps.ledger,
    deps.events,
    deps.settings,
    deps.trueMoney,
    new VoucherRecords(deps.db.$client, deps.config.RECOVERY_AGE_MS),
    deps.config.TRUELINK_SECRET ?? TRUELINK_DEFAULT_SECRET,
    deps.config.TRUEMONEY === 'manual',
  );
  deps.jobs.recovery('giftLinks', () => deposits.recoverAbandoned());
  await app.register(trueLinkRoutes, { deposits, idempotency: deps.idempotency });
  if (deps.config.sandbox) await app.register(sandboxTrueMoneyRoutes, { trueMoney: deps.trueMoney });
}
