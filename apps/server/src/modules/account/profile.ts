import { eq, sql } from 'drizzle-orm';
import {
  bankAccountKey,
  isEnglishAccountName,
  needsEnglishAccountName,
  normaliseAccountName,
  type BankAccountNameRequest,
  type ChangePasswordRequest,
  type ProfileReply,
  type ProfileUpdateRequest,
} from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import {
  assertStrongPassword,
  hashPassword,
  verifyPassword,
  type AuthenticatedMember,
  type AuthService,
} from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { sitePasswordNames } from './password-names.ts';
import { findProfile } from './repo.ts';
import type { BalanceEvents } from '../wallet/index.ts';

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    /** The site's names, which a new password must not be built from. */
    private readonly settings: SettingsService,
    /** Told when what home shows (name, bank account name) changed. */
    private readonly events?: BalanceEvents,
  ) {}

  async get(memberId: number): Promise<ProfileReply> {
    return (await findProfile(this.db, memberId)) ?? fail('INVALID_USER_1');
  }

  /**
   * The member may rename themself and correct the account name; the bank and account
   * number are where withdrawals go, so only an operator changes them (ADR 0007).
   */
  async update(memberId: number, input: ProfileUpdateRequest): Promise<ProfileReply> {
    const current = await this.get(memberId);
    if (input.bankCode != null && input.bankCode !== current.bankCode) fail('INVALID_BANK');
    // The same number in another spelling (leading zeros) is no change (ADR 0028).
    if (
      input.bankAccountNo != null &&
      bankAccountKey(input.bankAccountNo) !== bankAccountKey(current.bankAccountNo)
    )
      fail('INVALID_BANK');
    const bankAccountName =
      input.bankAccountName == null
        ? current.bankAccountName
        : this.checkedName(input.bankAccountName, needsEnglishAccountName(current.bankCode));
    await this.db
      .update(members)
      .set({ name: input.name, bankAccountName, updatedAt: sql`now()` })
      .where(eq(members.id, memberId));
    this.events?.changed(memberId);
    return this.get(memberId);
  }

  /** The edit-bank-account-name modal: English letters and spaces only, stored upper-case. */
  async setBankAccountName(memberId: number, input: BankAccountNameRequest): Promise<ProfileReply> {
    const current = await this.get(memberId);
    if (input.bankCode !== current.bankCode) fail('INVALID_BANK');
    const bankAccountName = this.checkedName(input.bankAccountName, true);
    await this.db
      .update(members)
      .set({ bankAccountName, updatedAt: sql`now()` })
      .where(eq(members.id, memberId));
    this.events?.changed(memberId);
    return this.get(memberId);
  }

  /**
   * The new password replaces the old one and ends the member's other sessions. With an operator's
   * one-time password as the old one (ADR 0053) it must still be in its life and may not be kept;
   * the one-time state is cleared and the session that changed it becomes a normal one.
   */
  async changePassword(who: AuthenticatedMember, input: ChangePasswordRequest): Promise<void> {
    const [member] = await this.db
      .select({
        passwordHash: members.passwordHash,
        username: members.username,
        name: members.name,
        bankAccountName: members.bankAccountName,
        bankAccountNo: members.bankAccountNo,
        oneTimeUntil: members.passwordResetExpiresAt,
      })
      .from(members)
      .where(eq(members.id, who.memberId));
    const siteNames = await sitePasswordNames(this.settings);
    // Both hashes under one place of the node's KDF queue (ADR 0033).
    const passwordHash = await this.auth.kdf.run(async () => {
      if (!member || !(await verifyPassword(input.oldPassword, member.passwordHash))) fail('WRONG_PASSWORD');
      if (member.oneTimeUntil) {
        // Expired, it is a wrong password, as at login.
        if (member.oneTimeUntil.getTime() <= Date.now()) fail('WRONG_PASSWORD');
        // The operator read it out: keeping it would keep the operator's way in.
        if (input.newPassword === input.oldPassword) fail('WEAK_PASSWORD');
      }
      assertStrongPassword(input.newPassword, {
        phone: member.username,
        names: [member.name, member.bankAccountName, ...siteNames],
        numbers: [member.bankAccountNo],
      });
      return hashPassword(input.newPassword);
    });
    await this.db
      .update(members)
      .set({ passwordHash, passwordResetExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(members.id, who.memberId));
    await this.auth.revokeOtherSessions(who.memberId, who.sessionId);
  }

  private checkedName(raw: string, english: boolean): string {
    const name = normaliseAccountName(raw);
    if (!name) fail('INVALID_BANK');
    if (english && !isEnglishAccountName(name)) fail('BANK_ACCOUNT_NAME_ENG');
    return name;
  }
}
