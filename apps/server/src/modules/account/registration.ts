import { and, eq, sql } from 'drizzle-orm';
import {
  bankAccountKey,
  bankServesSite,
  isEnglishAccountName,
  isValidPhone,
  needsEnglishAccountName,
  normaliseAccountName,
  normaliseBankAccountNo,
  parseInviteCode,
  type RegistrationRequest,
  type RegistrationValidateRequest,
  type SiteVariant,
} from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { members, sources } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import type { SettingsService } from '../settings/index.ts';
import type { OtpService } from '../otp/index.ts';
import type { PhoneChecks } from '../../lib/phone-checks.ts';
import { assertStrongPassword, type KdfQueue } from '../auth/index.ts';
import { sitePasswordNames } from './password-names.ts';
import { findBank, uniqueViolation } from './repo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly settings: SettingsService,
    private readonly variant: SiteVariant,
    private readonly phoneChecks: PhoneChecks,
    /** The node's password-hashing queue (ADR 0033): a registration storm waits its turn or is told to. */
    private readonly kdf: KdfQueue,
  ) {}

  /**
   * The profile step's check (bank fields are checked too when they are sent). Counted per address
   * before anything is answered: EXISTING_USER tells whether the phone is a member's.
   */
  async validate(
    input: RegistrationValidateRequest,
    ip: string,
  ): Promise<{ inviterId: number | null; bankAccountNo?: string }> {
    await this.phoneChecks.take(ip);
    if (!isValidPhone(input.username, this.variant)) fail('PHONE_NUMBER_REQUIRE_10_DIGIT');
    assertStrongPassword(input.password, {
      phone: input.username,
      names: [input.name, input.bankAccountName ?? '', ...(await sitePasswordNames(this.settings))],
      numbers: input.bankAccountNo ? [input.bankAccountNo] : [],
    });
    // The currency select sits on the bank step (spec doc 1 section 3): the profile step's check
    // passes without it, the bank step (bank fields sent, and registration itself) needs it.
    const bankStep = Boolean(input.bankCode || input.bankAccountNo || input.bankAccountName);
    if (this.variant === 'la' && bankStep && !input.currency) fail('KEY_MISSING');
    if (this.variant === 'th' && input.currency) fail('KEY_INVALID');
    await this.checkSource(input.sourceCode);
    const inviterId = await this.inviter(input.inviteCode);
    const [taken] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, input.username));
    if (taken) fail('EXISTING_USER');
    if (input.bankCode || input.bankAccountNo || input.bankAccountName) {
      const bankAccountNo = await this.checkBank(
        input.bankCode ?? '',
        input.bankAccountNo ?? '',
        input.bankAccountName ?? '',
      );
      return { inviterId, bankAccountNo };
    }
    return { inviterId };
  }

  /** `otpToken`: the X-Otp-Token header, the token of the client's own verified OTP (ADR 0026). */
  async register(input: RegistrationRequest, ip: string, otpToken?: string): Promise<{ memberId: number }> {
    const { inviterId, bankAccountNo = input.bankAccountNo } = await this.validate(input, ip);
    const bankAccountName = normaliseAccountName(input.bankAccountName);
    const passwordHash = await this.kdf.hash(input.password);
    const otpRequired = await this.settings.get('registerOTP');
    try {
      return await this.db.transaction(async (tx) => {
        if (otpRequired) await this.otp.consumeVerified(tx, input.username, otpToken);
        await this.claimBankAccount(tx, input.bankCode, bankAccountNo);
        const [row] = await tx
          .insert(members)
          .values({
            username: input.username,
            name: input.name,
            passwordHash,
            bankCode: input.bankCode,
            bankAccountName,
            bankAccountNo,
            currency: input.currency ?? null,
            sourceCode: input.sourceCode || null,
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

  /** The source is optional (spec doc 1 section 5 requires name, phone and passwords only); a sent one must exist. */
  private async checkSource(sourceCode: string | null | undefined): Promise<void> {
    if (!sourceCode) return;
    const [source] = await this.db.select().from(sources).where(eq(sources.code, sourceCode));
    if (!source) fail('INVALID_USER_INFO');
  }

  /** Only the exact printed form names an inviter; an empty field names nobody (ADR 0028). */
  private async inviter(inviteCode: string | null | undefined): Promise<number | null> {
    if (!inviteCode) return null;
    const id = parseInviteCode(inviteCode) ?? fail('INVALID_USER_INFO');
    const [inviter] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, id), eq(members.status, 'active')));
    if (!inviter) fail('INVALID_USER_INFO');
    return inviter.id;
  }

  /** Answers the account number in its bank's form (ADR 0028). */
  private async checkBank(bankCode: string, rawAccountNo: string, rawName: string): Promise<string> {
    const bank = await findBank(this.db, bankCode);
    // A bank the site does not list (a Lao bank on the Thai site) is refused like an unknown one.
    const offered = bank !== undefined && bankServesSite(bank, this.variant);
    const bankAccountNo =
      (offered ? normaliseBankAccountNo(bankCode, rawAccountNo) : undefined) ?? fail('INVALID_BANK');
    const name = normaliseAccountName(rawName);
    if (!name) fail('INVALID_BANK');
    if (needsEnglishAccountName(bankCode) && !isEnglishAccountName(name)) fail('BANK_ACCOUNT_NAME_ENG');
    if (await this.bankAccountUsed(this.db, bankCode, bankAccountNo)) fail('EXISTING_BANK');
    return bankAccountNo;
  }

  /**
   * Numbers are compared without leading zeros, which also catches numbers stored before the
   * lengths were enforced (no migration: input is normalised, ADR 0028).
   */
  private async bankAccountUsed(db: Db | Tx, bankCode: string, bankAccountNo: string): Promise<boolean> {
    const [used] = await db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.bankCode, bankCode),
          sql`ltrim(${members.bankAccountNo}, '0') = ${bankAccountKey(bankAccountNo)}`,
        ),
      )
      .limit(1);
    return used !== undefined;
  }

  /**
   * Inside the registration: one account key at a time, then checked again, so two spellings of
   * one account registering in parallel cannot both pass (the unique index sees only exact numbers).
   */
  private async claimBankAccount(tx: Tx, bankCode: string, bankAccountNo: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`bank:${bankCode}:${bankAccountKey(bankAccountNo)}`}))`,
    );
    if (await this.bankAccountUsed(tx, bankCode, bankAccountNo)) fail('EXISTING_BANK');
  }
}
