import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { SandboxSmsSender } from './adapters/sms/sandbox.ts';
import { HttpSmsSender } from './adapters/sms/http.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { security } from './plugins/security.ts';
import { openapi } from './plugins/openapi.ts';
import { siteSwitch } from './plugins/site-switch.ts';
import { web } from './plugins/web.ts';
import { SettingsService } from './modules/settings/service.ts';
import { RateLimiter } from './modules/rate-limit/service.ts';
import { AuthService } from './modules/auth/service.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { OtpService } from './modules/otp/service.ts';
import { otpRoutes } from './modules/otp/routes.ts';
import { RegistrationService } from './modules/account/registration.ts';
import { ProfileService } from './modules/account/profile.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { LookupService } from './modules/lookup/service.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { sandboxRoutes } from './modules/sandbox/routes.ts';
import { resolveSecret } from './lib/secret.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Replaces the configured SMS adapter (a test double of the outside system). */
  sms?: SmsSender;
}

function smsFrom(config: Config): SmsSender {
  return config.SMS_ADAPTER === 'http'
    ? new HttpSmsSender(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN)
    : new SandboxSmsSender();
}

/** Builds the app: outside plugins, then our plugins, then the domain modules. */
export async function buildApp({ config, db, sms = smsFrom(config) }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Router-level refusals (over-long path parameters, bad URL encoding) skip the error
    // handler; they are bad input all the same.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ message: 'KEY_INVALID' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(openapi);

  const secret = await resolveSecret(db, config.TOKEN_SECRET);
  const settings = new SettingsService(db);
  const limiter = new RateLimiter(db);
  const auth = new AuthService(db, secret, limiter, {
    perIp: config.LOGIN_LIMIT_PER_IP,
    failuresPerPhone: config.LOGIN_FAILURES_PER_PHONE,
  });
  const otp = new OtpService(db, sms, limiter, `${secret}:otp`, config.SITE_VARIANT, config.OTP_SENDS_PER_IP);
  const registration = new RegistrationService(db, otp, settings, config.SITE_VARIANT);
  const profile = new ProfileService(db, auth);
  const lookup = new LookupService(db);

  await app.register(siteSwitch, { settings });
  await app.register(authPlugin, { auth });
  await app.register(lookupRoutes, { lookup, settings });
  await app.register(authRoutes, { auth });
  await app.register(otpRoutes, { otp });
  await app.register(accountRoutes, { registration, profile });
  if (config.sandbox) {
    await app.register(sandboxRoutes, { sms: sms instanceof SandboxSmsSender ? sms : undefined, settings });
  }
  await app.register(web, { dist: config.WEB_DIST });
  return app;
}
