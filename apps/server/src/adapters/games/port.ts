import type { Currency } from '@wallet/contract';

/**
 * A game provider's wallet API, as every provider of the spec offers it in some shape.
 * Amounts are satang. Every money call carries our reference, which the provider keeps,
 * so a repeated call does not move money twice and `transferStatus` can tell afterwards
 * whether a call whose answer was lost took effect. An account is opened in the member's
 * currency and every transfer names it, as providers' wallet APIs do (a kip member plays in kip):
 * a transfer in another currency than the account's is refused, never converted (ADR 0159).
 */
export interface GameProvider {
  /** Creates the account (or returns the existing one with this username) and its password. */
  createAccount(provider: string, username: string, currency: Currency): Promise<{ password: string }>;
  balance(provider: string, username: string): Promise<number>;
  deposit(provider: string, username: string, amount: number, ref: string, currency: Currency): Promise<void>;
  withdraw(
    provider: string,
    username: string,
    amount: number,
    ref: string,
    currency: Currency,
  ): Promise<void>;
  /** Whether the deposit or withdraw with this reference was applied. */
  transferStatus(provider: string, ref: string): Promise<'applied' | 'not_found'>;
  resetPassword(provider: string, username: string): Promise<{ password: string }>;
  /** The link that opens the game logged in. */
  launchUrl(provider: string, username: string): Promise<string>;
}

/**
 * definite: the provider refused and applied nothing (money can go back at once).
 * unknown: timeout or transport failure; whether it applied must be asked.
 */
export type GameProviderFailure = 'refused' | 'insufficient' | 'unknown_user' | 'unknown';

export class GameProviderError extends Error {
  constructor(readonly failure: GameProviderFailure) {
    super(`game provider: ${failure}`);
    this.name = 'GameProviderError';
  }

  get definite(): boolean {
    return this.failure !== 'unknown';
  }
}
