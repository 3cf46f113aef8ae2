import { loadTexts } from '@wallet/i18n/runtime';

/**
 * A lazy screen's or dialog's code together with the later screens' texts (ADR 0184): home's
 * first load carries only the texts of its first paint, and whatever draws a deposit, a bonus, a
 * statement, a spin, a chat or a prompt waits for both before it draws.
 */
export async function withLaterTexts<T>(code: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([code, loadTexts('later')]);
  return loaded;
}
