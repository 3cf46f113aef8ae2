import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PhoneChecks } from '../../lib/phone-checks.ts';
import type { AuthService } from '../auth/index.ts';
import type { OtpService } from '../otp/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents } from '../wallet/index.ts';
import { ProfileService } from './profile.ts';
import { RegistrationService } from './registration.ts';
import { accountRoutes } from './routes.ts';

export interface AccountDeps {
  config: Config;
  db: Db;
  settings: SettingsService;
  otp: OtpService;
  auth: AuthService;
  events: BalanceEvents;
  phoneChecks: PhoneChecks;
}

/** Registration (validate, register) and the member's profile, password and bank account name. */
export async function accountModule(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const registration = new RegistrationService(
    deps.db,
    deps.otp,
    deps.settings,
    deps.config.SITE_VARIANT,
    deps.phoneChecks,
    deps.auth.kdf,
  );
  const profile = new ProfileService(deps.db, deps.auth, deps.events);
  await app.register(accountRoutes, { registration, profile });
}
