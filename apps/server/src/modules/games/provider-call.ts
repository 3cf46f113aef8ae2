import { GameProviderError } from '../../adapters/games/port.ts';
import { withDeadline as within } from '../../lib/deadline.ts';

/**
 * A provider call with our own deadline: past it the answer is unknown (the call may
 * still land), which the transfer flow treats as "ask the provider", never as a failure.
 */
export function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  return within(call, ms, () => new GameProviderError('unknown'));
}

/** Anything thrown by a provider adapter, as the port's failure kinds. */
export function asProviderError(error: unknown): GameProviderError {
  return error instanceof GameProviderError ? error : new GameProviderError('unknown');
}
