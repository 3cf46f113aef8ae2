import { loadTexts, type TextPart } from '@wallet/i18n/runtime';

/**
 * A lazy screen's or dialog's code together with a part of the texts (ADR 0184): home's first
 * load carries only the texts of its first paint, and whatever draws a deposit, a bonus, a
 * statement, a spin, a chat, a prompt (`later`) or the registration (`register`) waits for both
 * before it draws.
 */
export async function withTexts<T>(part: TextPart, code: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([code, loadTexts(part)]);
  return loaded;
}

/** The later screens' texts with a screen's code (see withTexts). */
export const withLaterTexts = <T>(code: Promise<T>): Promise<T> => withTexts('later', code);
