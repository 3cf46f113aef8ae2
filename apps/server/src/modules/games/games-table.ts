import type { SettingTableDefinition } from '../settings/index.ts';

/**
 * The game catalogue as operators edit it (ADR 0107): names, category, art, the credit factor
 * (`ftWalletSlot`), links, open or closed to new accounts, and order. A provider is added with
 * its integration, not from the back-office (the contract's `adds: false`).
 */
export const gamesTable: SettingTableDefinition<'games'> = {
  table: 'games',
  sqlTable: 'game_providers',
  columns: {
    name: { column: 'name' },
    category: { column: 'category' },
    logo: { column: 'logo' },
    background: { column: 'background' },
    ftWalletSlot: { column: 'ft_wallet_slot' },
    webUrl: { column: 'web_url' },
    androidUrl: { column: 'android_url' },
    iosUrl: { column: 'ios_url' },
    enabled: { column: 'enabled' },
    sort: { column: 'sort' },
  },
};
