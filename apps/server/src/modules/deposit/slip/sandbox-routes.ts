import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi, toSatang } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { generate } from 'promptparse';
import { fail } from '../../../lib/app-error.ts';
import type { SandboxSlipVerifier } from '../../../adapters/slip-verifier/sandbox.ts';
import { sandboxSlipPng } from '../../../adapters/slip-verifier/sandbox-slip-image.ts';
import { interbankCodeOf } from '../../../adapters/slip-verifier/bank-codes.ts';
import type { SettingsService } from '../../settings/index.ts';

/**
 * The sandbox bank behind slip deposits (ADR 0009, 0020): it "makes a transfer" and prints its
 * slip, and the sandbox verifier can be steered into the real services' failures.
 */
export const slipSandboxRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  settings: SettingsService;
  verifier: SandboxSlipVerifier;
}> = async (app, { pool, settings, verifier }) => {
  app.route({
    ...fromContract(app, sandboxApi.slip),
    handler: async (request, reply) => {
      const query = request.query;
      const amount = toSatang(query.amount) ?? fail('KEY_INVALID');
      const { banks } = await settings.get('deposit');
      const ours = banks.find((bank) => bank.bankCode === 'KBANK' && bank.bankType === 'BANK');
      const receiverAccountNo = query.receiverAccountNo ?? ours?.bankAccountNo ?? fail('NO_BANK');
      let sender = query.senderAccountNo;
      if (!sender && query.username) {
        const { rows } = await pool.query<{ no: string }>(
          'SELECT bank_account_no AS no FROM members WHERE username = $1',
          [query.username],
        );
        sender = rows[0]?.no ?? fail('NO_DATA');
      }
      const transRef = query.transRef ?? randomBytes(10).toString('hex').toUpperCase();
      await pool.query(
        `INSERT INTO sandbox_bank_transfers
           (sending_bank, trans_ref, amount, receiver_bank, receiver_account_no, sender_account_no, transferred_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(secs => $7))
         ON CONFLICT DO NOTHING`,
        [
          query.sendingBank,
          transRef,
          amount,
          interbankCodeOf('KBANK'),
          receiverAccountNo,
          sender ?? null,
          query.minutesAgo * 60,
        ],
      );
      const payload = generate.slipVerify({ sendingBank: query.sendingBank, transRef });
      return reply
        .header('content-type', 'image/png')
        .header('x-trans-ref', transRef)
        .send(sandboxSlipPng(payload));
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.slipVerifier),
    handler: async (request) => {
      verifier.steer(request.body.mode, request.body.times);
      return { message: 'SUCCESS' };
    },
  });
};
