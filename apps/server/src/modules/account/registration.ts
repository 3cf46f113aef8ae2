import { and, eq } from 'drizzle-orm';
import {
  BANK_ACCOUNT_NO,
  INVITE_CODE_PREFIX,
  isEnglishAccountName,
  isValidPhone,
  needsEnglishAccountName,
  normaliseAccountName,
  type RegistrationRequest,
  type RegistrationValidateRequest,
  type SiteVariant,
} from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { members, sources } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import type { SettingsService } from '../settings/service.ts';
import type { OtpService } from '../otp/service.ts';
import { hashPassword } from '../auth/password.ts';
import { findBank, uniqueViolation } from './repo.ts';

const INVITE_CODE = new RegExp(`^${INVITE_CODE_PREFIX}(\\d{1,15})$`);

export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly settings: SettingsService,
    private readonly variant: SiteVariant,
  ) {}

  /** The profile step's check (bank fields are checked too when they are sent). */
  async validate(input: RegistrationValidateRequest): Promise<{ inviterId: number | null }> {
    if (!isValidPhone(input.username, this.variant)) fail('PHONE_NUMBER_REQUIRE_10_DIGIT');
    if (this.variant === 'la' && !input.currency) fail('KEY_MISSING');
    if (this.variant === 'th' && input.currency) fail('KEY_INVALID');
    const [source] = await this.db.select().from(sources).where(eq(sources.code, input.sourceCode));
    if (!source) fail('INVALID_USER_INFO');
    const inviterId = await this.inviter(input.inviteCode);
    const [taken] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, input.username));
    if (taken) fail('EXISTING_USER');
    if (input.bankCode || input.bankAccountNo || input.bankAccountName) {
      await this.checkBank(input.bankCode ?? '', input.bankAccountNo ?? '', input.bankAccountName ?? '');
    }
    return { inviterId };
  }

  /** `otpToken`: the X-Otp-Token header, the token of the client's own verified OTP (ADR 0026). */
  async register(input: RegistrationRequest, otpToken?: string): Promise<{ memberId: number }> {
    const { inviterId } = await this.validate(input);
    const bankAccountName = normaliseAccountName(input.bankAccountName);
    const passwordHash = await hashPassword(input.password);
    const otpRequired = await this.settings.get('registerOTP');
    try {
      return await this.db.transaction(async (tx) => {
        if (otpRequired) await this.otp.consumeVerified(tx, input.username, otpToken);
        const [row] = await tx
          .insert(members)
          .values({
            username: input.username,
            name: input.name,
            passwordHash,
            bankCode: input.bankCode,
            bankAccountName,
            bankAccountNo: input.bankAccountNo,
            currency: input.currency ?? null,
            sourceCode: input.sourceCode,
            invitedBy: inviterId,
          })
          .returning({ id: members.id });
        return { memberId: row!.id };
      });
    } catch (error) {
      const code = uniqueViolation(error);
      if (code) fail(code);
      throw error;
    }
  }

  private async inviter(inviteCode: string | undefined): Promise<number | null> {
    const code = inviteCode?.trim().toUpperCase();
    if (!code) return null;
    const match = INVITE_CODE.exec(code);
    if (!match) fail('INVALID_USER_INFO');
    const [inviter] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, Number(match[1])), eq(members.status, 'active')));
    if (!inviter) fail('INVALID_USER_INFO');
    return inviter.id;
  }

  private async checkBank(bankCode: string, bankAccountNo: string, rawName: string): Promise<void> {
    const bank = await findBank(this.db, bankCode);
    if (!bank || !BANK_ACCOUNT_NO.test(bankAccountNo)) fail('INVALID_BANK');
    const name = normaliseAccountName(rawName);
    if (!name) fail('INVALID_BANK');
    if (needsEnglishAccountName(bankCode) && !isEnglishAccountName(name)) fail('BANK_ACCOUNT_NAME_ENG');
    const [used] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.bankCode, bankCode), eq(members.bankAccountNo, bankAccountNo)));
    if (used) fail('EXISTING_BANK');
  }
}
