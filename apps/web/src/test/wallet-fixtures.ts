import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@wallet/web-client';
import { walletQuery } from '../lib/wallet/wallet-api.ts';
import type { Currency, GameAccountEntry, Locale, WalletReply } from '@wallet/contract';
import { translate } from '@wallet/i18n';
import { memberMoney, type MemberMoney } from '../lib/wallet/member-money.ts';

export function gameEntry(overrides: Partial<GameAccountEntry> = {}): GameAccountEntry {
  const code = overrides.code ?? 'pg';
  return {
    code,
    name: code.toUpperCase(),
    category: 'slot',
    logo: `/games/${code}/logo.png`,
    background: `/games/${code}/background.jpg`,
    isActive: false,
    amount: 0,
    ftWalletSlot: 1,
    web: null,
    android: null,
    ios: null,
    ...overrides,
  };
}

export function walletFixture(overrides: Partial<WalletReply> = {}): WalletReply {
  return {
    profile: {
      _id: '42',
      name: 'Somchai',
      username: '0812345678',
      createdAt: '2025-01-01T00:00:00Z',
      coin: 3,
    },
    bankAccount: {
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1234567890',
      bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank', nameLA: 'ກະສິກອນໄທ' },
    },
    wallet: { amount: 100 },
    invite: { amount: 0, success: 90, fail: 10 },
    slots: [],
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Puts a wallet in the cache as the home screen would have loaded it. */
export function seedWallet(client: QueryClient, wallet: WalletReply = walletFixture()): void {
  client.setQueryData(walletQuery.queryKey, wallet);
}

/** The wallet as the cache holds it now. */
export function cachedWallet(client: QueryClient): WalletReply | undefined {
  return client.getQueryData(walletQuery.queryKey);
}

/**
 * A query client holding the wallet of a member of `currency` (ADR 0167): what a screen reads
 * the member's currency from, as it would after home loaded the wallet.
 */
export function clientWithCurrency(currency: 'THB' | 'LAK'): QueryClient {
  const client = createQueryClient({ retryDelay: 0 });
  seedWallet(client, walletFixture({ wallet: { amount: 100_000, currency } }));
  return client;
}

/** A member's money in `currency` as a screen in `locale` writes it, with that catalogue's texts. */
export function moneyIn(currency: Currency, locale: Locale = 'en'): MemberMoney {
  return memberMoney(currency, locale, (key, vars) => translate(locale, key, vars));
}
