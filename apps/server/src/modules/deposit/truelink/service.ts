import { TRUEWALLET_MIN_BAHT, decryptTrueLink, toBaht, type TrueLinkReply, satangOf } from '@wallet/contract';
import { TrueMoneyError, type TrueMoneyRedeemer } from '../../../adapters/truemoney/port.ts';
import { fail } from '../../../lib/app-error.ts';
import type { SettingsService } from '../../settings/index.ts';
import {
  type BalanceEvents,
  creditDeposit,
  type Ledger,
  type Movement,
  openDepositReview,
} from '../../wallet/index.ts';
import { voucherHashOf, voucherReferenceOf } from './gift-link.ts';
import { redeemerCall } from './redeemer-call.ts';
import type { VoucherRecord, VoucherRecords, VoucherStatus } from './voucher-records.ts';
import { crashPoint } from '../../../lib/crash-point.ts';

/** How gift-link deposits show in the statement (from). */
export const TRUEMONEY_CHANNEL = 'TRUEMONEY';

const opKeyOf = (voucherHash: string) => `voucher:${voucherHash}`;

/** The voucher row's end state that matches its deposit movement. */
const RECORD_STATUS: Record<Movement['status'], Exclude<VoucherStatus, 'PENDING' | 'OPERATOR'>> = {
  SUCCESS: 'REDEEMED',
  PENDING: 'REVIEW',
  FAILED: 'FAILED',
};

/**
 * TrueMoney gift-link deposits (ADR 0019): open the envelope, record the attempt on the
 * voucher, verify, redeem into the operator's TrueMoney wallet, then credit the member once
 * (opKey voucher:<hash>). An unclear redeem answer becomes a deposit under review, never a
 * guess either way.
 */
export class TrueLinkDeposits {
  constructor(
    private readonly ledger: Ledger,
    private readonly events: BalanceEvents,
    private readonly settings: SettingsService,
    private readonly redeemer: TrueMoneyRedeemer,
    private readonly records: VoucherRecords,
    private readonly secret: string,
    /**
     * TRUEMONEY=manual (ADR 0147): no redeem API is called; the link waits for finance to redeem
     * it in the TrueMoney app and confirm the amount (the deposit review queue, an operator credit).
     */
    private readonly manual = false,
  ) {}

  /** `opKey`: the request's operation key (its Idempotency-Key); a retry of it answers the attempt's end. */
  async deposit(memberId: number, sealedLink: string, opKey?: string): Promise<TrueLinkReply> {
    // TrueMoney is a Thai wallet paying baht: a kip wallet never takes its vouchers (ADR 0159).
    if ((await this.ledger.currencyOf(memberId)) !== 'THB') fail('TRUELINK_INVALID');
    const voucherHash = await this.voucherHashOf(sealedLink);
    // The request's process died after its attempt ended (credited, or sent to review by the
    // recovery): the retry is told that end, not TRUELINK_DUPLICATE (ADR 0195).
    const mine = opKey ? await this.records.ofOpKey(opKey) : undefined;
    if (mine?.movementId != null)
      return this.reply(memberId, (await this.ledger.movementById(mine.movementId))!);
    // Manual mode: the link this request claimed waits for finance (or is queued now): PENDING.
    if (this.manual && (mine?.status === 'OPERATOR' || mine?.status === 'PENDING'))
      return this.toOperator(mine);
    const record = await this.records.claim(voucherHash, memberId, opKey);
    if (record && this.manual) {
      crashPoint('trueMoneyManual.afterClaim');
      return this.toOperator(record);
    }
    const movement = record ? await this.attempt(record) : await this.revisit(voucherHash, memberId);
    return this.reply(memberId, movement);
  }

  /** The voucher hash inside the envelope, sent to one of our deposit wallets; else TRUELINK_INVALID. */
  private async voucherHashOf(sealedLink: string): Promise<string> {
    const opened = (await decryptTrueLink(sealedLink, this.secret)) ?? fail('TRUELINK_INVALID');
    const { wallets } = await this.settings.get('deposit');
    if (!wallets.some((wallet) => wallet.walletAccountName === opened.walletAccountName)) {
      fail('TRUELINK_INVALID');
    }
    return voucherHashOf(opened.link) ?? fail('TRUELINK_INVALID');
  }

  /**
   * The link goes to finance's queue; the member is told it is being checked (PENDING, amount
   * unknown, 0). The reference is the voucher's own: the deposit has no movement until finance
   * confirms what the voucher held.
   */
  private async toOperator(record: VoucherRecord): Promise<TrueLinkReply> {
    const queued =
      record.status === 'OPERATOR' ||
      (await this.records.finish(record.voucherHash, record.version, 'OPERATOR', null));
    if (!queued) fail('TRUELINK_DUPLICATE');
    crashPoint('trueMoneyManual.afterQueue');
    const balances = await this.ledger.balances(record.memberId);
    return {
      reference: voucherReferenceOf(record.voucherHash),
      status: 'PENDING',
      amount: 0,
      wallet: { amount: toBaht(balances.wallet) },
    };
  }

  /** This request owns the voucher's row: verify, price, redeem, credit. */
  private async attempt(record: VoucherRecord): Promise<Movement> {
    const { voucherHash } = record;
    const { mobile } = await this.settings.get('trueMoney');
    const check = await redeemerCall(() => this.redeemer.verify(voucherHash, mobile)).catch(
      async (): Promise<never> => {
        // Verify changes nothing: whatever went wrong, the voucher is untouched.
        await this.records.finish(voucherHash, record.version, 'FAILED', null);
        return fail('INTERNAL_SERVER_ERROR');
      },
    );
    if (check.status === 'invalid') return this.refuse(record, 'TRUELINK_INVALID');
    if (check.amount < satangOf(TRUEWALLET_MIN_BAHT)) return this.refuse(record, 'TRANSFER_MINIMUM');
    // Written before redeem: from here on, a crash leaves a priced PENDING row for review.
    const version = (await this.records.priced(record, check.amount)) ?? fail('TRUELINK_DUPLICATE');
    crashPoint('trueMoney.afterPricing');
    const deposit = { memberId: record.memberId, opKey: opKeyOf(voucherHash), channel: TRUEMONEY_CHANNEL };
    let movement: Movement;
    try {
      const redeemed = await redeemerCall(() => this.redeemer.redeem(voucherHash, mobile)).finally(() =>
        crashPoint('trueMoney.afterRedeemAnswer'),
      );
      if (redeemed.status === 'invalid') return this.refuse({ ...record, version }, 'TRUELINK_INVALID');
      movement = (await creditDeposit(this.ledger, this.events, { ...deposit, amount: redeemed.amount }))
        .movement;
      crashPoint('trueMoney.afterCredit');
    } catch (error) {
      if (!(error instanceof TrueMoneyError)) throw error;
      if (error.definite) return this.refuse({ ...record, version }, 'INTERNAL_SERVER_ERROR');
      movement = await openDepositReview(this.ledger, { ...deposit, amount: check.amount });
    }
    await this.records.finish(voucherHash, version, RECORD_STATUS[movement.status], movement.id);
    return movement;
  }

  /** Nothing was redeemed: the row is FAILED (a later submit may try again) and the member told why. */
  private async refuse(
    record: VoucherRecord,
    code: 'TRUELINK_INVALID' | 'TRANSFER_MINIMUM' | 'INTERNAL_SERVER_ERROR',
  ): Promise<never> {
    await this.records.finish(record.voucherHash, record.version, 'FAILED', null);
    return fail(code);
  }

  /**
   * The voucher already has an attempt that is not this request's. A live, redeemed or reviewed
   * one makes this a duplicate. One abandoned after pricing (its process died, perhaps while
   * redeeming) cannot be decided: it goes to review for the member who sent it.
   */
  private async revisit(voucherHash: string, memberId: number): Promise<Movement> {
    const record = await this.records.find(voucherHash);
    if (!record?.stale || record.amount === null) return fail('TRUELINK_DUPLICATE');
    const movement = await openDepositReview(this.ledger, {
      memberId: record.memberId,
      amount: record.amount,
      opKey: opKeyOf(voucherHash),
      channel: TRUEMONEY_CHANNEL,
    });
    await this.records.finish(voucherHash, record.version, RECORD_STATUS[movement.status], movement.id);
    return record.memberId === memberId ? movement : fail('TRUELINK_DUPLICATE');
  }

  /**
   * The recovery job's part: attempts whose process died. Unpriced ones never reached redeem
   * and are closed FAILED (the link may be sent again); priced ones may have been redeemed and
   * go to review, as a resubmit would send them. Answers how many it resolved.
   */
  async recoverAbandoned(): Promise<number> {
    let resolved = 0;
    for (const record of await this.records.abandoned()) {
      if (record.amount === null) {
        if (await this.records.finish(record.voucherHash, record.version, 'FAILED', null)) resolved += 1;
        continue;
      }
      const movement = await openDepositReview(this.ledger, {
        memberId: record.memberId,
        amount: record.amount,
        opKey: opKeyOf(record.voucherHash),
        channel: TRUEMONEY_CHANNEL,
      });
      const status = RECORD_STATUS[movement.status];
      if (await this.records.finish(record.voucherHash, record.version, status, movement.id)) resolved += 1;
    }
    return resolved;
  }

  private async reply(memberId: number, movement: Movement): Promise<TrueLinkReply> {
    if (movement.status === 'FAILED') fail('TRUELINK_DUPLICATE');
    const balances = await this.ledger.balances(memberId);
    return {
      reference: movement.reference,
      status: movement.status,
      amount: toBaht(movement.amount),
      wallet: { amount: toBaht(balances.wallet) },
    };
  }
}
