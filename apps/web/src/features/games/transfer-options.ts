import { WALLET, type WalletReply } from '@wallet/contract';
import type { SelectOption } from '@wallet/web-client/member-ui';
import type { I18nValue } from '../../lib/i18n/i18n-context.ts';
import type { MemberMoney } from '../../lib/wallet/member-money.ts';

/**
 * The wallet and every active game account, each with its balance in the member's currency
 * ("none" is the select's placeholder).
 */
export function transferOptions(
  wallet: WalletReply,
  t: I18nValue['t'],
  money: Pick<MemberMoney, 'figure'>,
): SelectOption[] {
  return [
    { value: WALLET, label: t('transfer.wallet', { amount: money.figure(wallet.wallet.amount) }) },
    ...wallet.slots
      .filter((slot) => slot.isActive)
      .map((slot) => ({
        value: slot.code,
        label: t('transfer.game', { name: slot.name, amount: money.figure(slot.amount) }),
      })),
  ];
}
