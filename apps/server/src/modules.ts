import type { FastifyInstance } from 'fastify';
import type { OutsideSystems } from './adapters/index.ts';
import type { createPlatform } from './platform.ts';
import { Clock } from './lib/clock.ts';
import { attachRealtime } from './realtime/index.ts';
import { accountModule } from './modules/account/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bonusModule } from './modules/bonus/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { backofficeModule, operatorSide } from './modules/backoffice/index.ts';
import { depositModule } from './modules/deposit/index.ts';
import { drawsModule } from './modules/draws/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { healthModule } from './modules/health/index.ts';
import { homeModule } from './modules/home/index.ts';
import { inviteModule } from './modules/invite/index.ts';
import { lookupModule } from './modules/lookup/index.ts';
import { maintenanceModule } from './modules/maintenance/index.ts';
import { alertsModule } from './modules/alerts/index.ts';
import { otpModule } from './modules/otp/index.ts';
import { pushModule } from './modules/push/index.ts';
import { refundModule } from './modules/refund/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { spinModule } from './modules/spin/index.ts';
import { statementModule } from './modules/statement/index.ts';
import { adjustmentsModule, walletModule } from './modules/wallet/index.ts';
import { withdrawModule } from './modules/withdraw/index.ts';

type Platform = Awaited<ReturnType<typeof createPlatform>>;

/**
 * The domain modules, each given what it is built from, in the order their dependencies need:
 * settings and the ledger first, the back-office's side before any operator route (ADR 0056),
 * the realtime namespaces last. Modules call the outside systems through `outside`, this app's
 * counted ones (ADR 0116).
 */
export async function wireModules(
  app: FastifyInstance,
  { base, socketAdapter }: Platform,
  outside: OutsideSystems,
) {
  const { settings, settingChanges, settingTables } = await settingsModule(app, {
    ...base,
    operators: operatorSide,
    storage: outside.fileStorage,
  });
  const { ledger, idempotency, events, audit, audits, dailyTotals } = await walletModule(app, base);
  // Each module's operator routes use the back-office's side (ADR 0056), registered before them.
  const core = {
    ...base,
    settings,
    settingChanges,
    settingTables,
    ledger,
    idempotency,
    events,
    operators: operatorSide,
  };
  const auth = await authModule(app, core);
  const { accounts: operators, operatorSessions } = await backofficeModule(app, { ...core, auth });
  // After the back-office's side: the doctor on demand is an operator route (ADR 0192).
  await healthModule(app, { ...core, audit });
  await lookupModule(app, core);
  const otp = await otpModule(app, { ...core, sms: outside.sms });
  await accountModule(app, { ...core, otp, auth, sms: outside.sms });
  const { secondApprover } = await adjustmentsModule(app, core);
  const games = await gamesModule(app, {
    ...core,
    provider: outside.games,
    sandboxGames: outside.sandboxGames,
    faults: outside.faults,
  });
  await homeModule(app, { ...core, gameAccounts: games.accounts });
  const { bonuses, bonusWithdrawals } = await bonusModule(app, { ...core, gameAccounts: games.accounts });
  await withdrawModule(app, {
    ...core,
    payout: outside.payout,
    sandboxPayout: outside.sandboxPayout,
    bonusWithdrawals,
    secondApprover,
  });
  const draws = await drawsModule(app, core);
  await spinModule(app, { ...core, draws, activeBonus: bonuses });
  const clock = new Clock();
  await inviteModule(app, { ...core, draws, clock });
  await refundModule(app, { ...core, draws, clock, activeBonus: bonuses });
  await depositModule(app, { ...core, ...outside, secondApprover });
  await statementModule(app, core);
  await reportsModule(app, { ...core, audits, dailyTotals });
  await maintenanceModule(app, core);
  await alertsModule(app, { ...core, teamAlerts: outside.teamAlerts });
  const chat = await chatModule(app, { ...core, storage: outside.fileStorage, auth });
  await pushModule(app, { ...core, auth, push: outside.push });
  attachRealtime(app, {
    ...core,
    auth,
    operatorSessions,
    chat,
    games: games.accounts,
    adapter: socketAdapter,
  });
  return { ledger, events, operators, settings };
}
