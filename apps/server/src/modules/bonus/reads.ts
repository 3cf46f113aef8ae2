import {
  toBaht,
  toSatang,
  type ActiveBonusReply,
  type BonusEntry,
  type BonusMinimumReply,
  type CurrentPromotionReply,
  type PromotionEntry,
  type Locale,
  type WithdrawPreviewReply,
} from '@wallet/contract';
import { memberText } from '../../lib/member-locale.ts';
import { fail } from '../../lib/app-error.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { mayEnd, withdrawalSplit } from './bonus-rules.ts';
import {
  activeBonusOf,
  latestDeposit,
  openBonusByCode,
  openBonuses,
  receipts,
  type ActiveBonus,
  type BonusRow,
} from './bonus-repo.ts';
import { periodStart } from './periods.ts';
import { figuresIn, termsIn } from './bonus-currency.ts';
import { bonusAwaitingWithdrawal } from './split-repo.ts';

function promotionOf(
  row: Pick<BonusRow, 'code' | 'percentFail' | 'description'> & Partial<BonusRow>,
  locale: Locale,
): PromotionEntry {
  return {
    code: row.code,
    percentFail: row.percentFail,
    description: memberText(locale, row.description),
    percent: row.percent ?? 0,
    maxBonus: toBaht(row.maxBonus ?? 0),
    minDeposit: toBaht(row.minDeposit ?? 0),
  };
}

/** The bonus screens' reads; nothing here changes anything. */
export class BonusReads {
  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
  ) {}

  /** The wallet and every game account, satang: what ending a bonus is measured by. */
  private async totalBalance(memberId: number): Promise<number> {
    const { wallet, games } = await this.ledger.balances(memberId);
    return wallet + [...games.values()].reduce((sum, amount) => sum + amount, 0);
  }

  /** The member's active bonus (for the spin and refund modules: BONUS_REMAINING, REFUND_CONDITION). */
  activeBonus(memberId: number): Promise<ActiveBonus | undefined> {
    return activeBonusOf(this.pool, memberId);
  }

  /**
   * Whether the member holds a bonus now (the refund's REFUND_CONDITION, the spin's
   * BONUS_REMAINING), counting one a waiting withdrawal ended: its rejection brings it back (ADR 0048).
   */
  async isActive(memberId: number): Promise<boolean> {
    return (
      (await this.activeBonus(memberId)) !== undefined || (await bonusAwaitingWithdrawal(this.pool, memberId))
    );
  }

  /** The open bonuses (or promotions) a member of this currency is offered, in its figures (ADR 0190). */
  private async offered(memberId: number, promotion: boolean): Promise<BonusRow[]> {
    const currency = await this.ledger.currencyOf(memberId);
    return (await openBonuses(this.pool, promotion)).flatMap((row) => termsIn(row, currency) ?? []);
  }

  /** The bonuses on offer, their texts in the member's language (ADR 0085), money in the member's currency. */
  async list(memberId: number, locale: Locale): Promise<BonusEntry[]> {
    const now = new Date();
    const rows = await this.offered(memberId, false);
    return Promise.all(
      rows.map(async (row) => {
        const counted = await receipts(this.pool, memberId, row.id, periodStart(row.type, now));
        const active = counted.find((receipt) => receipt.isActive);
        return {
          code: row.code,
          type: row.type,
          maxReceived: row.maxReceived,
          percentFail: row.percentFail,
          banners: row.banners.map(({ image, html }) => ({ image, html: memberText(locale, html) })),
          userBonus: {
            _id: active ? String(active.id) : null,
            isActive: active !== undefined,
            received: counted.map((receipt) => ({ updatedAt: receipt.createdAt.toISOString() })),
          },
          description: memberText(locale, row.description),
          percent: row.percent,
          maxBonus: toBaht(row.maxBonus),
          minDeposit: toBaht(row.minDeposit),
          targetTimes: row.targetTimes,
        };
      }),
    );
  }

  async active(memberId: number): Promise<ActiveBonusReply> {
    const held = await activeBonusOf(this.pool, memberId);
    const total = held ? await this.totalBalance(memberId) : undefined;
    return {
      status: held !== undefined,
      type: held?.type ?? null,
      code: held?.code ?? null,
      target: held ? toBaht(held.target) : null,
      floor: held ? toBaht(held.floor) : null,
      // The same rule the clear applies (on the balances as last read; the clear reads again).
      mayEnd: held !== undefined && total !== undefined && mayEnd(held, total),
      total: total === undefined ? null : toBaht(total),
    };
  }

  async minimum(memberId: number): Promise<BonusMinimumReply> {
    const rows = await this.offered(memberId, false);
    const minimum = rows.length ? Math.min(...rows.map((row) => row.minDeposit)) : undefined;
    const { depositWindowMinutes } = await this.settings.get('bonus');
    const deposit = await latestDeposit(this.pool, memberId, depositWindowMinutes);
    const usable = deposit && !deposit.used ? deposit.amount : undefined;
    return {
      status: minimum !== undefined && usable !== undefined && usable >= minimum,
      minimum: minimum === undefined ? null : toBaht(minimum),
      deposit: usable === undefined ? null : toBaht(usable),
    };
  }

  /** What a withdrawal of `amountBaht` would pay and deduct now: the rule the withdrawal itself follows. */
  async withdrawPreview(memberId: number, amountBaht: number): Promise<WithdrawPreviewReply> {
    const requested = toSatang(amountBaht) ?? fail('KEY_INVALID');
    const [held, balances] = await Promise.all([
      activeBonusOf(this.pool, memberId),
      this.ledger.balances(memberId),
    ]);
    if (!held) return { bonus: false, wallet: toBaht(balances.wallet), amount: amountBaht, deducted: 0 };
    const { payout, deducted } = withdrawalSplit(held, balances.wallet, Math.min(requested, balances.wallet));
    return {
      bonus: true,
      wallet: toBaht(balances.wallet),
      amount: toBaht(payout),
      deducted: toBaht(deducted),
    };
  }

  async currentPromotion(memberId: number, locale: Locale): Promise<CurrentPromotionReply> {
    const held = await activeBonusOf(this.pool, memberId);
    return held ? promotionOf(figuresIn(held, await this.ledger.currencyOf(memberId)), locale) : {};
  }

  /** An open promotion by code, any case; PROMOTION_RECEIVED when this member used up its receipts. */
  async findPromotion(memberId: number, code: string, locale: Locale): Promise<PromotionEntry> {
    const found = (await openBonusByCode(this.pool, code, true)) ?? fail('NO_PROMOTION');
    const row = termsIn(found, await this.ledger.currencyOf(memberId)) ?? fail('NO_PROMOTION');
    const counted = await receipts(this.pool, memberId, row.id, periodStart(row.type, new Date()));
    if (counted.length >= row.maxReceived) fail('PROMOTION_RECEIVED');
    return promotionOf(row, locale);
  }
}
