/** The games module's public surface: home shows the accounts, realtime pushes their balances. */
export type { GameAccounts } from './accounts.ts';
export { providerUsername } from './accounts.ts';
export { gamesModule, type GamesDeps } from './module.ts';
