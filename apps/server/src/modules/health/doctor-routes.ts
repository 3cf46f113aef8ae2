import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorApi } from '@wallet/contract';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { inTransaction } from '../../db/transaction.ts';
import { failLimited } from '../../lib/app-error.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { runDoctorChecks } from './doctor-checks.ts';

/**
 * Runs site-wide in a window, whoever asks (ADR 0192): each run calls every vendor, and a few
 * admins pressing the button must not add up to hammering them.
 */
export const DOCTOR_RUNS = 5;
export const DOCTOR_WINDOW_SECONDS = 600;
/** Under a proxy's usual 30 s: the checks run at once, so the answer comes within one deadline. */
const DOCTOR_CHECK_MS = 8_000;

/** `npm run doctor` from the settings screen (issue 39, ADR 0192): the same checks, audited. */
export const doctorRoutes: FastifyPluginAsyncZod<{
  config: Config;
  pool: pg.Pool;
  limiter: RateLimiter;
  operators: OperatorSide;
}> = async (app, { config, pool, limiter, operators }) => {
  app.route({
    ...fromContract(app, doctorApi.run),
    handler: async (request) => {
      const actor = operators.actorOf(request);
      const slot = await limiter.reserve('doctor', DOCTOR_RUNS, DOCTOR_WINDOW_SECONDS);
      if (!slot) failLimited(await limiter.retryAfter('doctor', DOCTOR_RUNS, DOCTOR_WINDOW_SECONDS));
      // The server's own pool: its database may be the embedded one, which the CLI cannot reach.
      const lines = await runDoctorChecks(config, { pool, deadlineMs: DOCTOR_CHECK_MS });
      await inTransaction(pool, (tx) =>
        operators.appendAudit(tx, actor, {
          action: 'doctor.run',
          targetType: 'system',
          targetId: 'doctor',
          after: { failed: lines.filter((line) => line.status === 'fail').map((line) => line.name) },
        }),
      );
      return { at: new Date().toISOString(), lines };
    },
  });
};
