import type { SettingGroupChanges } from '../settings/index.ts';
import { depositOperatorRoutes } from './operator-routes.ts';
import type { FastifyInstance } from 'fastify';
import { BankTransfers, bankFeedModule, SlipClaims } from './bank-feed/module.ts';
import { depositNoticeModule, type DepositNoticeDeps } from './notice/module.ts';
import { qrDepositModule, type QrDepositDeps } from './qr/module.ts';
import { depositReviewModule, type DepositReviewDeps } from './review/module.ts';
import { slipDepositModule, type SlipDepositDeps } from './slip/module.ts';
import { trueLinkModule, type TrueLinkDeps } from './truelink/module.ts';

export type DepositModuleDeps = { settingChanges: SettingGroupChanges } & DepositNoticeDeps &
  QrDepositDeps &
  SlipDepositDeps &
  TrueLinkDeps &
  DepositReviewDeps;

/**
 * Every way money comes in, in order: the deposit notice, the QR, slip and gift-link channels,
 * the bank feed, then the reviews of what they leave for an operator (ADR 0056).
 */
export async function depositModule(app: FastifyInstance, deps: DepositModuleDeps): Promise<void> {
  await app.register(depositOperatorRoutes, { changes: deps.settingChanges, operators: deps.operators });
  await depositNoticeModule(app, deps);
  await qrDepositModule(app, deps);
  // One bank transfer credits once, whether the feed or the member's slip sees it first (ADR 0075).
  const transfers = new BankTransfers(deps.db.$client, deps.ledger, deps.events, deps.live.queues);
  const claims = new SlipClaims(deps.db.$client, transfers);
  await slipDepositModule(app, deps, claims);
  await trueLinkModule(app, deps);
  await bankFeedModule(app, deps, transfers);
  // ...and once over both operators' queues: an approved slip claims its transfer (ADR 0181).
  await depositReviewModule(app, deps, claims);
}
