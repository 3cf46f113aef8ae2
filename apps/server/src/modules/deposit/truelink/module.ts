import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRUELINK_DEFAULT_SECRET } from '@wallet/contract';
import { SandboxTrueMoney } from '../../../adapters/truemoney/sandbox.ts';
import type { DepositDeps } from '../deps.ts';
import { trueLinkRoutes } from './routes.ts';
import { sandboxTrueMoneyRoutes } from './sandbox-routes.ts';
import { TrueLinkDeposits } from './service.ts';
import { VoucherRecords } from './voucher-records.ts';

/** TrueMoney gift links (POST /api/wallet/truelink) and the sandbox vouchers. */
export const trueLinkModule: FastifyPluginAsyncZod<DepositDeps> = async (app, deps) => {
  const pool = deps.db.$client;
  // The sandbox service is the only one until a TrueMoney merchant contract exists (ADR 0019).
  const trueMoney = new SandboxTrueMoney(pool);
  const deposits = new TrueLinkDeposits(
    deps.ledger,
    deps.events,
    deps.settings,
    trueMoney,
    new VoucherRecords(pool, deps.config.RECOVERY_AGE_MS),
    deps.config.TRUELINK_SECRET ?? TRUELINK_DEFAULT_SECRET,
  );
  deps.recovery.add('giftLinks', () => deposits.recoverAbandoned());
  await app.register(trueLinkRoutes, { deposits, idempotency: deps.idempotency });
  if (deps.config.sandbox) await app.register(sandboxTrueMoneyRoutes, { trueMoney });
};
