import { TrueMoneyError } from '../../../adapters/truemoney/port.ts';

/** Our deadline for one call to the TrueMoney service. */
export const TRUEMONEY_DEADLINE_MS = 10_000;

/**
 * A TrueMoney call with our own deadline: past it, or on any failure the service did not
 * answer as a refusal, the outcome is unknown (a redeem may have happened).
 */
export async function redeemerCall<T>(call: () => Promise<T>, ms = TRUEMONEY_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TrueMoneyError(false)), ms);
  });
  try {
    return await Promise.race([call(), deadline]);
  } catch (error) {
    throw error instanceof TrueMoneyError ? error : new TrueMoneyError(false);
  } finally {
    clearTimeout(timer);
  }
}
