import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { SandboxSmsSender } from '../../adapters/sms/sandbox.ts';
import type { PhoneChecks } from '../../lib/phone-checks.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { otpRoutes } from './routes.ts';
import { otpSandboxRoutes } from './sandbox-routes.ts';
import { OtpService } from './service.ts';

export interface OtpDeps {
  config: Config;
  db: Db;
  secret: string;
  limiter: RateLimiter;
  phoneChecks: PhoneChecks;
  sms: SmsSender;
}

/** Phone OTP for registration (POST /api/otp/send, /api/otp/verify); returns the service for registration. */
export async function otpModule(app: FastifyInstance, deps: OtpDeps) {
  const { config, db, secret, limiter, phoneChecks, sms } = deps;
  const otp = new OtpService(
    db,
    sms,
    limiter,
    `${secret}:otp`,
    config.SITE_VARIANT,
    config.OTP_SENDS_PER_IP,
    phoneChecks,
  );
  await app.register(otpRoutes, { otp });
  // With a real SMS gateway there is nothing to read back: the sandbox routes stay off.
  if (config.sandbox && sms instanceof SandboxSmsSender) await app.register(otpSandboxRoutes, { sms });
  return otp;
}
