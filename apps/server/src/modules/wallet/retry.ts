import { AppError } from '../../lib/app-error.ts';

/** Deadlock and serialization failure: the transaction can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/**
 * Runs one atomic unit of ledger work (a statement or a transaction), again after a short
 * random pause when the database chose it as a deadlock or serialization victim. A broken
 * balance CHECK becomes MONEY_NOT_ENOUGH.
 */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        continue;
      }
      throw translate(error);
    }
  }
}

function translate(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23514' && pgError.constraint === 'ledger_accounts_member_nonnegative') {
    return new AppError('MONEY_NOT_ENOUGH');
  }
  return error;
}
