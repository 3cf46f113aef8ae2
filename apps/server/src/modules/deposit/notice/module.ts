import type { FastifyInstance } from 'fastify';
import type { SettingsService } from '../../settings/index.ts';
import type { Idempotency, Ledger } from '../../wallet/index.ts';
import { depositNoticeRoutes } from './routes.ts';
import { DepositNotices } from './service.ts';

export interface DepositNoticeDeps {
  ledger: Ledger;
  idempotency: Idempotency;
  settings: SettingsService;
}

/** Deposit notices (POST /api/wallet/add): recorded for an operator, no money moves. */
export async function depositNoticeModule(app: FastifyInstance, deps: DepositNoticeDeps): Promise<void> {
  await app.register(depositNoticeRoutes, {
    notices: new DepositNotices(deps.ledger, deps.settings),
    idempotency: deps.idempotency,
  });
}
