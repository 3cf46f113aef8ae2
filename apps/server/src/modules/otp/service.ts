import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { isValidPhone, type OtpSendReply, type OtpVerifyReply, type SiteVariant } from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { members, otps } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { otpSms } from '../../lib/sms-texts.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { PhoneChecks } from '../../lib/phone-checks.ts';
import {
  OTP_TOKEN_FORMAT,
  hashOtpCode,
  hashOtpToken,
  newOtpCode,
  newOtpRef,
  newOtpToken,
  sameHash,
} from './codes.ts';

export const OTP_RULES = {
  validityMs: 5 * 60_000,
  resendCooldownMs: 60_000,
  maxAttempts: 5,
  sendsPerHour: 5,
  /** How long a verified phone may take to finish registering. */
  verifiedValidityMs: 30 * 60_000,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    private readonly pepper: string,
    private readonly variant: SiteVariant,
    private readonly sendsPerIpPerHour: number,
    private readonly phoneChecks: PhoneChecks,
  ) {}

  /**
   * `presentedToken` is the token of an earlier send (the X-Otp-Token header): only its holder
   * hears OTP_VERIFIED; anyone else gets the normal flow, so the answer tells a stranger nothing
   * and a stranger's send never spends or replaces the owner's verified code (ADR 0026).
   */
  async send(phone: string, ip: string, presentedToken?: string): Promise<OtpSendReply> {
    if (!isValidPhone(phone, this.variant)) fail('PHONE_NUMBER_REQUIRE_10_DIGIT');
    // Counted before the lookup: EXISTING_USER tells whether the phone is a member's.
    await this.phoneChecks.take(ip);
    const [existing] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, phone));
    if (existing) fail('EXISTING_USER');
    if ((await this.limiter.hit(`otp-ip:${ip}`, 3600)) > this.sendsPerIpPerHour) fail('REQUEST_LIMIT');

    const otpToken = newOtpToken();
    const code = newOtpCode();
    const issued = await this.db.transaction(async (tx) => {
      // One phone at a time, so two parallel sends cannot both pass the cooldown.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
      const verified = await this.findVerified(tx, phone, presentedToken);
      if (verified) return { ref: verified.ref, reused: true as const };
      const recent = await tx
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(and(eq(otps.phone, phone), gt(otps.createdAt, new Date(Date.now() - 3600_000))))
        .orderBy(desc(otps.createdAt));
      const last = recent[0];
      if (last && Date.now() - last.createdAt.getTime() < OTP_RULES.resendCooldownMs)
        fail('REQUEST_LIMIT_1MIN');
      if (recent.length >= OTP_RULES.sendsPerHour) fail('OTP_BLOCK');
      // A new code replaces the old one: only the newest can be verified.
      await tx
        .update(otps)
        .set({ status: 'superseded' })
        .where(and(eq(otps.phone, phone), eq(otps.status, 'pending')));
      const ref = newOtpRef();
      const [row] = await tx
        .insert(otps)
        .values({
          phone,
          ref,
          tokenHash: hashOtpToken(otpToken),
          codeHash: hashOtpCode(code, this.pepper),
          expiresAt: new Date(Date.now() + OTP_RULES.validityMs),
        })
        .returning({ id: otps.id });
      return { ref, reused: false as const, id: row!.id };
    });
    if (issued.reused) return { otpRef: issued.ref, otpToken: presentedToken!, code: 'OTP_VERIFIED' };

    try {
      await this.sms.send(phone, otpSms(this.variant, code, issued.ref));
    } catch {
      // Not delivered: forget it, so the member may ask again at once.
      await this.db.delete(otps).where(eq(otps.id, issued.id));
      fail('OTP_SEND_FAIL');
    }
    return { otpRef: issued.ref, otpToken, code: 'OTP_SENT' };
  }

  async verify(otpToken: string, otpCode: string): Promise<OtpVerifyReply> {
    if (!OTP_TOKEN_FORMAT.test(otpToken)) fail('OTP_TOKEN_INVALID');
    const [otp] = await this.db
      .select()
      .from(otps)
      .where(eq(otps.tokenHash, hashOtpToken(otpToken)));
    if (!otp) fail('OTP_NOT_EXIST');
    if (otp.status === 'verified' || otp.status === 'consumed') fail('OTP_VERIFIED');
    if (otp.status === 'superseded') fail('OTP_VERIFY_FAIL');
    if (otp.status === 'blocked') fail('OTP_BLOCK');
    if (otp.expiresAt.getTime() <= Date.now()) fail('OTP_EXPIRED');

    // Count the attempt atomically before comparing: parallel guesses each use one.
    const [counted] = await this.db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(and(eq(otps.id, otp.id), eq(otps.status, 'pending')))
      .returning({ attempts: otps.attempts });
    if (!counted) fail('OTP_VERIFY_FAIL');
    if (counted.attempts > OTP_RULES.maxAttempts) fail('OTP_BLOCK');

    if (!/^\d{6}$/.test(otpCode) || !sameHash(hashOtpCode(otpCode, this.pepper), otp.codeHash)) {
      if (counted.attempts >= OTP_RULES.maxAttempts) {
        await this.db.update(otps).set({ status: 'blocked' }).where(eq(otps.id, otp.id));
        fail('OTP_BLOCK');
      }
      fail('OTP_CODE_INVALID');
    }
    const [verified] = await this.db
      .update(otps)
      .set({ status: 'verified', verifiedAt: sql`now()` })
      .where(and(eq(otps.id, otp.id), eq(otps.status, 'pending')))
      .returning({ id: otps.id });
    if (!verified) fail('OTP_VERIFIED');
    return { code: 'OTP_CODE_VALID', otpToken };
  }

  /** The phone's verified, unexpired OTP issued under `otpToken`; none without a well-formed token. */
  private async findVerified(tx: Tx | Db, phone: string, otpToken: string | undefined) {
    if (otpToken === undefined || !OTP_TOKEN_FORMAT.test(otpToken)) return undefined;
    const [row] = await tx
      .select({ id: otps.id, ref: otps.ref })
      .from(otps)
      .where(
        and(
          eq(otps.phone, phone),
          eq(otps.tokenHash, hashOtpToken(otpToken)),
          eq(otps.status, 'verified'),
          gt(otps.verifiedAt, new Date(Date.now() - OTP_RULES.verifiedValidityMs)),
        ),
      )
      .orderBy(desc(otps.verifiedAt))
      .limit(1);
    return row;
  }

  /**
   * Registration spends the verified OTP the client holds the token of (the X-Otp-Token header),
   * inside its own transaction; a phone verified by someone else is UNVERIFIED_OTP (ADR 0026).
   */
  async consumeVerified(tx: Tx, phone: string, otpToken: string | undefined): Promise<void> {
    const verified = await this.findVerified(tx, phone, otpToken);
    if (!verified) fail('UNVERIFIED_OTP');
    const [spent] = await tx
      .update(otps)
      .set({ status: 'consumed' })
      .where(and(eq(otps.id, verified.id), eq(otps.status, 'verified')))
      .returning({ id: otps.id });
    if (!spent) fail('UNVERIFIED_OTP');
  }
}
