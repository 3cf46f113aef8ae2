import { TRANSFER_MIN_BAHT, satangOf, toMinor, type Currency } from '@wallet/contract';
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
