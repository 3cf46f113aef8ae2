/** Game providers of the spec (doc 2 section 7 "Game launch"). */
export const WALLET = 'WALLET';
export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Providers whose launch link takes the username only. */
export const USERNAME_LAUNCH_PROVIDERS = ['pg', 'betflix', 'joker2', 'huayhd', 'areaslot'] as const;
/** Providers whose launch link takes username and password. */
export const PASSWORD_LAUNCH_PROVIDERS = [
  'askmebet',
  'imi',
  'usun',
  'circus',
  'slotracha',
  'pgslot',
] as const;
export const GAME_PROVIDERS = [...USERNAME_LAUNCH_PROVIDERS, ...PASSWORD_LAUNCH_PROVIDERS] as const;
export type GameProviderCode = (typeof GAME_PROVIDERS)[number];

export function launchNeedsPassword(provider: string): boolean {
  return (PASSWORD_LAUNCH_PROVIDERS as readonly string[]).includes(provider);
}
