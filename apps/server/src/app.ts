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
import { PhoneChecks } from './modules/rate-limit/phone-checks.ts';
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
import { warnSandboxInProduction } from './sandbox-parts.ts';
import { Sealer } from './lib/seal.ts';
import { FaultPlan } from './adapters/faults.ts';
import { SandboxGameProvider } from './adapters/games/sandbox.ts';
import { SandboxGameBooks } from './adapters/games/sandbox-books.ts';
import { sandboxGameSite } from './adapters/games/sandbox-routes.ts';
import { SandboxPayout } from './adapters/payout/sandbox.ts';
import { Ledger } from './modules/wallet/ledger.ts';
import { BalanceEvents } from './modules/wallet/events.ts';
import { Idempotency } from './modules/wallet/idempotency.ts';
import { WalletService } from './modules/wallet/service.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { GameCatalogue } from './modules/games/catalogue.ts';
import { BalanceSync } from './modules/games/balance-sync.ts';
import { GameAccounts } from './modules/games/accounts.ts';
import { GameTransfers } from './modules/games/transfers.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { gameArtRoutes } from './modules/games/art-routes.ts';
import { Withdrawals } from './modules/withdraw/service.ts';
import { withdrawRoutes } from './modules/withdraw/routes.ts';
import { spinFlagRoutes } from './modules/spin/routes.ts';
import { attachRealtime } from './realtime/socket.ts';
import type { DepositDeps } from './modules/deposit/deps.ts';
import { RecoveryTasks } from './modules/maintenance/recovery-tasks.ts';
import { qrDepositModule } from './modules/deposit/qr/module.ts';
import { slipDepositModule } from './modules/deposit/slip/module.ts';
import { trueLinkModule } from './modules/deposit/truelink/module.ts';
import { statementModule } from './modules/statement/module.ts';

/** The money side of the app, for the jobs in server.ts, the audit and tests. */
export interface Money {
  ledger: Ledger;
  transfers: GameTransfers;
  withdrawals: Withdrawals;
  faults: FaultPlan;
  games: SandboxGameProvider;
  payout: SandboxPayout;
  events: BalanceEvents;
  recovery: RecoveryTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    money: Money;
  }
}

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
  warnSandboxInProduction(config, app.log);
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
    sessionCacheMs: config.SESSION_CACHE_MS,
  });
  const phoneChecks = new PhoneChecks(limiter, config.PHONE_CHECKS_PER_IP);
  const otp = new OtpService(
    db,
    sms,
    limiter,
    `${secret}:otp`,
    config.SITE_VARIANT,
    config.OTP_SENDS_PER_IP,
    phoneChecks,
  );
  const registration = new RegistrationService(db, otp, settings, config.SITE_VARIANT, phoneChecks);
  const events = new BalanceEvents();
  const profile = new ProfileService(db, auth, events);
  const lookup = new LookupService(db);

  const pool = db.$client;
  const ledger = new Ledger(pool);
  const faults = new FaultPlan();
  // The sandbox adapters are the only ones until real providers and a payout rail are contracted.
  // Its books live in their own folder, not in our database: a real provider's are remote.
  const gameBooks = SandboxGameBooks.open(config.SANDBOX_GAMES_DIR);
  app.addHook('onClose', async () => gameBooks.close());
  const gameProvider = new SandboxGameProvider(gameBooks, faults, `${secret}:games`);
  const payout = new SandboxPayout(pool, faults, config.SANDBOX_PAYOUT);
  const catalogue = new GameCatalogue(db);
  const sync = new BalanceSync(ledger, gameProvider, events, config.GAME_TIMEOUT_MS);
  const gameAccounts = new GameAccounts(
    ledger,
    gameProvider,
    catalogue,
    sync,
    new Sealer(secret, 'game-credentials'),
    config.GAME_TIMEOUT_MS,
    events,
  );
  const transfers = new GameTransfers(ledger, gameProvider, catalogue, sync, events, {
    timeoutMs: config.GAME_TIMEOUT_MS,
    recoveryAgeMs: config.RECOVERY_AGE_MS,
  });
  const withdrawals = new Withdrawals(ledger, payout, settings, events);
  const wallet = new WalletService(ledger, gameAccounts, settings, events, config.SESSION_CACHE_MS);
  const idempotency = new Idempotency(pool);
  const recovery = new RecoveryTasks();
  app.decorate('money', {
    ledger,
    transfers,
    withdrawals,
    faults,
    games: gameProvider,
    payout,
    events,
    recovery,
  });

  await app.register(siteSwitch, { settings });
  await app.register(authPlugin, { auth });
  await app.register(lookupRoutes, { lookup, settings });
  await app.register(authRoutes, { auth });
  await app.register(otpRoutes, { otp });
  await app.register(accountRoutes, { registration, profile });
  await app.register(walletRoutes, { wallet, idempotency });
  await app.register(gameRoutes, { accounts: gameAccounts, transfers, idempotency });
  await app.register(withdrawRoutes, { withdrawals, idempotency });
  await app.register(spinFlagRoutes, { settings });
  await app.register(gameArtRoutes, { catalogue });
  const depositDeps: DepositDeps = { config, db, ledger, events, settings, idempotency, secret, recovery };
  await app.register(qrDepositModule, depositDeps);
  await app.register(slipDepositModule, depositDeps);
  await app.register(trueLinkModule, depositDeps);
  await app.register(statementModule, depositDeps);
  if (config.sandbox) {
    // The demo game page is sandbox too: its session alone moves game money (ADR 0023).
    await app.register(sandboxGameSite, { games: gameProvider });
    await app.register(sandboxRoutes, {
      sms: sms instanceof SandboxSmsSender ? sms : undefined,
      settings,
      faults,
      games: gameProvider,
      payout,
      ledger,
      events,
    });
  }
  attachRealtime(app, { auth, events, ledger, games: gameAccounts });
  await app.register(web, { dist: config.WEB_DIST });
  return app;
}
