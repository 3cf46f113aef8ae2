import { useQuery } from '@tanstack/react-query';
import { bankNameIn, lookupApi } from '@wallet/contract';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { routeQuery } from '../../lib/api/client.ts';
import { walletQuery } from '../../lib/wallet/wallet-api.ts';
import type { PlaceNames } from './statement-format.ts';

/**
 * Names for the codes a statement row's from and to carry: providers from the member's game
 * accounts, banks from the bank lookup in the member's language. Until they load (or if they
 * fail) a row shows its codes: the statement itself never waits for them.
 */
export function usePlaceNames(): PlaceNames {
  const { locale } = useI18n();
  const banks = useQuery(routeQuery(lookupApi.banks));
  const wallet = useQuery(walletQuery);
  return useMemo(() => {
    const bankNames = new Map((banks.data ?? []).map((bank) => [bank.code, bankNameIn(bank, locale)]));
    const providerNames = new Map((wallet.data?.slots ?? []).map((slot) => [slot.code, slot.name]));
    return { provider: (code) => providerNames.get(code), bank: (code) => bankNames.get(code) };
  }, [banks.data, wallet.data, locale]);
}
