import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { SLIP_MAX_BYTES } from '@wallet/contract';
import type { SandboxSlipVerifier } from '../../../adapters/slip-verifier/sandbox.ts';
import type { SlipVerifier } from '../../../adapters/slip-verifier/port.ts';
import type { FileStorage } from '../../../adapters/storage/port.ts';
import type { RateLimiter } from '../../../lib/rate-limiter.ts';
import type { DepositDeps } from '../deps.ts';
import type { SlipTransferClaims } from '../bank-feed/slip-claims.ts';
import { slipRoutes } from './routes.ts';
import { slipSandboxRoutes } from './sandbox-routes.ts';
import { SlipDeposits } from './slip-deposits.ts';
import { SlipQrPool } from './slip-qr-pool.ts';
import { SlipUploadLimits } from './slip-upload-limits.ts';
import { SlipImageUrls } from './slip-image-url.ts';
import { SlipRepo } from './slip-repo.ts';

export interface SlipDepositDeps extends DepositDeps {
  limiter: RateLimiter;
  fileStorage: FileStorage;
  slipVerifier: SlipVerifier;
  /** The sandbox bank: its routes make slips it recognises and steer it into failures. */
  sandboxSlipVerifier: SandboxSlipVerifier;
}

/** Bank-slip deposits (POST /api/wallet/slip), the slip list and slip images of the statement, and their sandbox. */
export async function slipDepositModule(
  app: FastifyInstance,
  deps: SlipDepositDeps,
  transfers?: SlipTransferClaims,
): Promise<void> {
  const { config, db, ledger, events, settings, idempotency, secret, fileStorage: storage } = deps;
  await app.register(async (scope) => {
    // Multipart bodies are parsed in this module's scope only: no other route takes them.
    await scope.register(multipart, {
      limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    const pool = db.$client;
    const repo = new SlipRepo(pool);
    // QR reading is CPU-heavy: it runs off the event loop, in a bounded pool (ADR 0027).
    const qr = new SlipQrPool(config.SLIP_DECODE_WORKERS);
    scope.addHook('onClose', () => qr.close());
    const limits = new SlipUploadLimits(
      deps.limiter,
      config.SLIP_UPLOADS_PER_MINUTE,
      config.SLIP_KEPT_PER_DAY,
    );
    const slips = new SlipDeposits({
      repo,
      ledger,
      events,
      settings,
      storage,
      verifier: deps.slipVerifier,
      qr,
      limits,
      ...(transfers ? { transfers } : {}),
    });
    const urls = new SlipImageUrls(secret);
    await scope.register(slipRoutes, { slips, repo, storage, urls, idempotency, limits });
    if (config.sandbox)
      await scope.register(slipSandboxRoutes, { pool, settings, verifier: deps.sandboxSlipVerifier });
  });
}
