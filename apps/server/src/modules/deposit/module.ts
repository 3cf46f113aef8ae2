import type { FastifyInstance } from 'fastify';
import { depositNoticeModule, type DepositNoticeDeps } from './notice/module.ts';
import { qrDepositModule, type QrDepositDeps } from './qr/module.ts';
import { depositReviewModule, type DepositReviewDeps } from './review/module.ts';
import { slipDepositModule, type SlipDepositDeps } from './slip/module.ts';
import { trueLinkModule, type TrueLinkDeps } from './truelink/module.ts';

export type DepositModuleDeps = DepositNoticeDeps &
  QrDepositDeps &
  SlipDepositDeps &
  TrueLinkDeps &
  DepositReviewDeps;

/**
 * Every way money comes in, in order: the deposit notice, the QR, slip and gift-link channels,
 * then the reviews of what they leave for an operator (ADR 0056). A new channel (the bank feed)
 * is a sub-module registered here.
 */
export async function depositModule(app: FastifyInstance, deps: DepositModuleDeps): Promise<void> {
  await depositNoticeModule(app, deps);
  await qrDepositModule(app, deps);
  await slipDepositModule(app, deps);
  await trueLinkModule(app, deps);
  await depositReviewModule(app, deps);
}
