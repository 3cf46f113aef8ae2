import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankFeedApi, sandboxApi, toSatang } from '@wallet/contract';
import type { Delivery, SandboxBank, SandboxTransfer } from '../../../adapters/bank-feed/sandbox-bank.ts';
import type { FeedSource } from '../../../adapters/bank-feed/port.ts';
import { interbankCodeOf } from '../../../adapters/slip-verifier/bank-codes.ts';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { BankFeedIntake } from './feed-intake.ts';
import { ourBankAccounts } from './our-accounts.ts';

async function emit(
  app: FastifyInstance,
  bank: SandboxBank,
  intake: BankFeedIntake,
  t: SandboxTransfer,
  via: FeedSource,
) {
  const post = (url: string, d: Delivery) =>
    app.inject({ method: 'POST', url, headers: d.headers, payload: d.body });
  if (via === 'push') await post(bankFeedApi.push.path, bank.push(t));
  else if (via === 'notification') {
    const delivery = bank.notification(t);
    if (delivery) await post(bankFeedApi.notification.path, delivery);
  } else await intake.accept(bank.statementRow(t));
}

/**
 * The sandbox bank (issue 23): a transfer happens there and is reported through one source, or
 * through every source that is on; each delivery goes through the real route, as a bank's would.
 */
export const bankFeedSandboxRoutes: FastifyPluginAsyncZod<{
  bank: SandboxBank;
  intake: BankFeedIntake;
  settings: SettingsService;
}> = async (app, { bank, intake, settings }) => {
  app.route({
    ...fromContract(app, sandboxApi.bankTransfer),
    handler: async (request) => {
      const { fromBankCode, fromAccountNo, fromName, toAccountNo, amount, via } = request.body;
      // Thai interbank transfers only: a bank with no interbank code is not one the sandbox bank reaches.
      if (!interbankCodeOf(fromBankCode)) fail('NO_BANK');
      const ours = (await ourBankAccounts(settings)).find((a) => a.accountNo === toAccountNo);
      if (ours && !interbankCodeOf(ours.bankCode)) fail('NO_BANK');
      const transfer = await bank.transfer({
        fromBank: fromBankCode,
        fromAccount: fromAccountNo,
        fromName: fromName ?? 'SANDBOX PAYER',
        toBank: ours?.bankCode ?? 'KBANK',
        toAccount: toAccountNo,
        amount: toSatang(amount)!,
      });
      // Money sent to an account that is not the site's reaches no one of ours.
      if (ours) {
        const feed = await settings.get('bankFeed');
        const sources = via ? [via] : (['push', 'notification', 'statement'] as const).filter((s) => feed[s]);
        for (const source of sources) await emit(app, bank, intake, transfer, source);
      }
      return { reference: transfer.reference };
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.bankRedeliver),
    handler: async (request) => {
      const transfer = (await bank.byReference(request.body.reference)) ?? fail('NO_DATA');
      await emit(app, bank, intake, transfer, request.body.via);
      return { reference: transfer.reference };
    },
  });
};
