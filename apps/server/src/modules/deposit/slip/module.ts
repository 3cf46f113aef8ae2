import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SLIP_MAX_BYTES } from '@wallet/contract';
import type { DepositDeps } from '../deps.ts';
import { LocalDiskStorage } from '../../../adapters/storage/local-disk.ts';
import { HttpSlipVerifier } from '../../../adapters/slip-verifier/http.ts';
import { SandboxSlipVerifier } from '../../../adapters/slip-verifier/sandbox.ts';
import { RateLimiter } from '../../rate-limit/service.ts';
import { SlipDeposits } from './slip-deposits.ts';
import { SlipQrPool } from './slip-qr-pool.ts';
import { SlipUploadLimits } from './slip-upload-limits.ts';
import { SlipImageUrls } from './slip-image-url.ts';
import { SlipRepo } from './slip-repo.ts';
import { slipRoutes } from './routes.ts';
import { slipSandboxRoutes } from './sandbox-routes.ts';

/** Bank-slip deposits (POST /api/wallet/slip), the slip list and slip images of the statement, and their sandbox. */
export const slipDepositModule: FastifyPluginAsyncZod<DepositDeps> = async (app, deps) => {
  const { config, db, ledger, events, settings, idempotency, secret } = deps;
  // Registered here only: no other route takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  const pool = db.$client;
  const repo = new SlipRepo(pool);
  const storage = new LocalDiskStorage(config.UPLOAD_DIR);
  const sandboxVerifier = new SandboxSlipVerifier(pool);
  const verifier =
    config.SLIP_VERIFIER === 'http'
      ? new HttpSlipVerifier(config.SLIP_VERIFIER_URL!, config.SLIP_VERIFIER_TOKEN)
      : sandboxVerifier;
  const qr = new SlipQrPool(config.SLIP_DECODE_WORKERS);
  app.addHook('onClose', () => qr.close());
  const limits = new SlipUploadLimits(
    new RateLimiter(db),
    config.SLIP_UPLOADS_PER_MINUTE,
    config.SLIP_KEPT_PER_DAY,
  );
  const slips = new SlipDeposits({ repo, ledger, events, settings, storage, verifier, qr, limits });
  const urls = new SlipImageUrls(secret);
  await app.register(slipRoutes, { slips, repo, storage, urls, idempotency, limits });
  if (config.sandbox) await app.register(slipSandboxRoutes, { pool, settings, verifier: sandboxVerifier });
};
