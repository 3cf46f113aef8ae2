/** The providers of the spec (doc 2 section 7), seeded once; operators edit the rows afterwards. */
export const gameProviderRows = [
  { code: 'pg', name: 'PG Soft', category: 'slot', ftWalletSlot: 1, color: '#e4572e' },
  { code: 'joker2', name: 'Joker Gaming', category: 'slot', ftWalletSlot: 1, color: '#7b2cbf' },
  { code: 'areaslot', name: 'Area Slot', category: 'slot', ftWalletSlot: 1, color: '#118ab2' },
  { code: 'askmebet', name: 'AskMeBet', category: 'slot', ftWalletSlot: 1, color: '#ef476f' },
  { code: 'slotracha', name: 'Slot Racha', category: 'slot', ftWalletSlot: 1, color: '#f4a261' },
  { code: 'pgslot', name: 'PG Slot', category: 'slot', ftWalletSlot: 1, color: '#2a9d8f' },
  { code: 'circus', name: 'Circus', category: 'slot', ftWalletSlot: 0.5, color: '#d62828' },
  { code: 'betflix', name: 'Betflix', category: 'sport', ftWalletSlot: 1, color: '#1d3557' },
  { code: 'usun', name: 'USUN Sport', category: 'sport', ftWalletSlot: 1, color: '#2b9348' },
  { code: 'imi', name: 'IMI Casino', category: 'sport', ftWalletSlot: 1, color: '#6a4c93' },
  { code: 'huayhd', name: 'Huay HD', category: 'lotto', ftWalletSlot: 1, color: '#bc6c25' },
] as const;

/** App links exist only where a provider ships an app; null disables the button (spec section 6). */
export const providerLinks: Record<string, { android: string | null; ios: string | null }> = {
  pg: { android: 'https://play.google.com/store/apps/details?id=com.pgsoft.demo', ios: null },
  joker2: {
    android: 'https://play.google.com/store/apps/details?id=com.joker.demo',
    ios: 'https://apps.apple.com/app/id000000001',
  },
  betflix: { android: null, ios: 'https://apps.apple.com/app/id000000002' },
};
