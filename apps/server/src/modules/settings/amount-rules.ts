import {
  TRANSFER_MIN_BAHT,
  satangOf,
  toMinor,
  type Currency,
  type WithdrawLookupReply,
} from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { SettingsService } from './service.ts';

/**
 * The amounts a member's own movements are held to, in the member's currency and in minor units
 * (ADR 0159): a baht member's come from the spec's constants and the baht settings, a kip
 * member's from `kipAmounts`. Nothing is converted: each currency has its own figures.
 */
export interface AmountRules {
  currency: Currency;
  transferMin: number;
  withdrawMin: number;
  withdrawMax: number;
  refundMin: number;
}

export async function amountRulesFor(settings: SettingsService, currency: Currency): Promise<AmountRules> {
  if (currency === 'LAK') {
    const kip = await settings.get('kipAmounts');
    return {
      currency,
      transferMin: satangOf(kip.transferMinKip),
      withdrawMin: satangOf(kip.withdrawMinKip),
      withdrawMax: satangOf(kip.withdrawMaxKip),
      refundMin: satangOf(kip.refundMinimumKip),
    };
  }
  const [withdraw, refund] = [await settings.get('withdraw'), await settings.get('refund')];
  return {
    currency,
    transferMin: satangOf(TRANSFER_MIN_BAHT),
    withdrawMin: satangOf(withdraw.withdrawMin),
    withdrawMax: satangOf(withdraw.withdrawMax),
    refundMin: satangOf(refund.minimum),
  };
}

/** Minor units of an amount the member typed in their currency (whole kip; baht to the satang), or KEY_INVALID. */
export function typedAmount(amount: number, currency: Currency): number {
  return toMinor(amount, currency) ?? fail('KEY_INVALID');
}

/** One answer per kip settings value, so the lookup's encoded answer is built once per save. */
const kipLimits = new WeakMap<object, WithdrawLookupReply>();

/**
 * GET /api/lookup/withdraw's answer for a member of `currency` (spec fields withdrawMin and
 * withdrawMax, as amounts): the baht setting itself for baht, the kip setting's limits for kip
 * (ADR 0167), the figures the withdrawal itself is held to (amountRulesFor).
 */
export async function withdrawLimitsFor(
  settings: SettingsService,
  currency: Currency,
): Promise<WithdrawLookupReply> {
  if (currency !== 'LAK') return settings.get('withdraw');
  const kip = await settings.get('kipAmounts');
  let limits = kipLimits.get(kip);
  if (!limits) {
    limits = { withdrawMin: kip.withdrawMinKip, withdrawMax: kip.withdrawMaxKip };
    kipLimits.set(kip, limits);
  }
  return limits;
}
