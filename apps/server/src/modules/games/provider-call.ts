import { GameProviderError } from '../../adapters/games/port.ts';

/**
 * A provider call with our own deadline: past it the answer is unknown (the call may
 * still land), which the transfer flow treats as "ask the provider", never as a failure.
 */
export function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GameProviderError('unknown')), ms);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

/** Anything thrown by a provider adapter, as the port's failure kinds. */
export function asProviderError(error: unknown): GameProviderError {
  return error instanceof GameProviderError ? error : new GameProviderError('unknown');
}
