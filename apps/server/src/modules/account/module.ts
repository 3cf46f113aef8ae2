import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { PhoneChecks } from '../../lib/phone-checks.ts';
import type { AuthService } from '../auth/index.ts';
import { SlipImageUrls } from '../deposit/index.ts';
import type { OtpService } from '../otp/index.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { MemberActions } from './member-actions.ts';
import { MemberDirectory } from './member-directory.ts';
import { MemberNotes } from './member-notes.ts';
import { MemberReads } from './member-reads.ts';
import { MemberSeen } from './member-seen.ts';
import { accountOperatorRoutes } from './operator-routes.ts';
import { ProfileService } from './profile.ts';
import { RegistrationService } from './registration.ts';
import { accountRoutes } from './routes.ts';
import { accountSandboxRoutes } from './sandbox-routes.ts';

export interface AccountDeps {
  config: Config;
  db: Db;
  settings: SettingsService;
  /** The account settings group's routes (ADR 0124). */
  settingChanges: SettingGroupChanges;
  otp: OtpService;
  auth: AuthService;
  events: BalanceEvents;
  ledger: Ledger;
  phoneChecks: PhoneChecks;
  /** The server secret (the member pages sign slip image links with it). */
  secret: string;
  /** The member's one-time password goes by SMS, never through the operator (ADR 0053). */
  sms: SmsSender;
  operators: OperatorSide;
}

/**
 * Registration (validate, register), the member's profile, password and bank account name, where
 * each login came from, and the operators' member pages (search, reads, notes and tags, devices,
 * lock, one-time password, ending sessions) under
 * the back-office's guards.
 */
export async function accountModule(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const registration = new RegistrationService(
    deps.db,
    deps.otp,
    deps.settings,
    deps.config.SITE_VARIANT,
    deps.phoneChecks,
    deps.auth.kdf,
  );
  const profile = new ProfileService(deps.db, deps.auth, deps.settings, deps.events);
  await app.register(accountRoutes, { registration, profile });
  const pool = deps.db.$client;
  const seen = new MemberSeen(pool);
  // Where each login came from (ADR 0182): the member page and the SHARED_DEVICE signal read it.
  deps.auth.onLogin((memberId, request, deviceId) =>
    seen.recordLogin(memberId, deviceId, request.ip, request.headers['user-agent']),
  );
  await app.register(accountOperatorRoutes, {
    directory: new MemberDirectory(pool, deps.ledger, new SlipImageUrls(deps.secret)),
    actions: new MemberActions(
      pool,
      deps.auth,
      deps.sms,
      deps.operators,
      deps.settings,
      deps.config.SITE_VARIANT,
    ),
    reads: new MemberReads(pool, deps.operators),
    notes: new MemberNotes(pool, deps.operators),
    seen,
    operators: deps.operators,
    changes: deps.settingChanges,
  });
  if (deps.config.sandbox) await app.register(accountSandboxRoutes, { pool, events: deps.events });
}
