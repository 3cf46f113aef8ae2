import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi, toSatang } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import type { SandboxTrueMoney } from '../../../adapters/truemoney/sandbox.ts';

/** The sandbox TrueMoney service's side (config.sandbox only): make vouchers, inject failures. */
export const sandboxTrueMoneyRoutes: FastifyPluginAsyncZod<{ trueMoney: SandboxTrueMoney }> = async (
  app,
  { trueMoney },
) => {
  app.route({
    ...fromContract(app, sandboxApi.voucher),
    handler: async (request) => {
      const voucherHash = await trueMoney.createVoucher(toSatang(request.body.amount)!);
      return { link: `https://gift.truemoney.com/campaign/?v=${voucherHash}`, voucherHash };
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.trueMoneyFaults),
    handler: async (request) => {
      trueMoney.addFault(request.body);
      return { message: 'SUCCESS' };
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.clearTrueMoneyFaults),
    handler: async () => {
      trueMoney.clearFaults();
      return { message: 'SUCCESS' };
    },
  });
};
