import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReply,
  sandboxTrueMoneyFaultRequest,
  sandboxVoucherReply,
  sandboxVoucherRequest,
  toSatang,
} from '@wallet/contract';
import type { SandboxTrueMoney } from '../../../adapters/truemoney/sandbox.ts';

/** The sandbox TrueMoney service's side (config.sandbox only): make vouchers, inject failures. */
export const sandboxTrueMoneyRoutes: FastifyPluginAsyncZod<{ trueMoney: SandboxTrueMoney }> = async (
  app,
  { trueMoney },
) => {
  const tags = ['sandbox'];
  app.post(
    '/api/sandbox/truemoney/vouchers',
    { schema: { tags, body: sandboxVoucherRequest, response: { 200: sandboxVoucherReply } } },
    async (request) => {
      const voucherHash = await trueMoney.createVoucher(toSatang(request.body.amount)!);
      return { link: `https://gift.truemoney.com/campaign/?v=${voucherHash}`, voucherHash };
    },
  );

  app.post(
    '/api/sandbox/truemoney/faults',
    { schema: { tags, body: sandboxTrueMoneyFaultRequest, response: { 200: messageReply } } },
    async (request) => {
      trueMoney.addFault(request.body);
      return { message: 'SUCCESS' };
    },
  );

  app.delete(
    '/api/sandbox/truemoney/faults',
    { schema: { tags, response: { 200: messageReply } } },
    async () => {
      trueMoney.clearFaults();
      return { message: 'SUCCESS' };
    },
  );
};
