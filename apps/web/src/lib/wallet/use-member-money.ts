import { useQuery } from '@tanstack/react-query';
import type { Currency, WalletReply } from '@wallet/contract';
import { useMemo } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { memberMoney, type MemberMoney } from './member-money.ts';
import { walletQuery } from './wallet-api.ts';

/**
 * The member's currency, from the wallet reply (`wallet.currency`, ADR 0159): a screen handed
 * the wallet passes its currency (no read at all), any other reads the cached wallet (home has it)
 * or reads it once. A currency never changes, so a cached wallet is never read again for it (staleTime).
 * Baht until it is known (the Thai site's only currency, and what an older server's wallet
 * without the field means).
 */
export function useMemberCurrency(known?: Currency): Currency {
  const cached = useQuery({
    ...walletQuery,
    staleTime: Infinity,
    enabled: known === undefined,
    select: currencyOf,
  });
  return known ?? cached.data ?? 'THB';
}

/**
 * What the hook observes of the cached wallet: the currency alone, so a balance push or a
 * reload (a new wallet, the same currency) renders none of the figures on screen again (the
 * game cards are a dozen of them; ADR 0226). A module-level function: the same each render.
 */
const currencyOf = (wallet: WalletReply): Currency | undefined => wallet.wallet.currency;

/** Money in the member's currency for the screen that shows it (see memberMoney). */
export function useMemberMoney(known?: Currency): MemberMoney {
  const { t, locale } = useI18n();
  const currency = useMemberCurrency(known);
  return useMemo(() => memberMoney(currency, locale, t), [currency, locale, t]);
}
