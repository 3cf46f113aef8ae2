import { isOperatorErrorCode, LOCALES } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from './catalogues.ts';
import { messageText } from './catalogue-text.ts';
import {
  loadCatalogue,
  loadedCatalogue,
  loadTexts,
  onTextsLoaded,
  TEXT_PARTS,
  textPartOf,
} from './load-catalogue.ts';
import { thKipMessages } from './messages/kip/th.ts';
import { thLaterMessages } from './messages/later/th.ts';
import { thRegisterMessages } from './messages/register/th.ts';
import type { MessageKey } from './types.ts';

const memberErrors = (locale: (typeof LOCALES)[number]) =>
  Object.fromEntries(
    Object.entries(catalogues[locale].errors).filter(([code]) => !isOperatorErrorCode(code)),
  );

// One module instance for the file: the order of the cases is the order a member's visit takes.
describe('loadCatalogue in parts (ADR 0184)', () => {
  it('loads the first paint texts alone: no later screen text, no kip twin, blank until loaded', async () => {
    expect(loadedCatalogue('th')).toBeUndefined();
    const first = await loadCatalogue('th');
    const laterKey = Object.keys(thLaterMessages)[0] as MessageKey;
    const kipKey = Object.keys(thKipMessages)[0] as MessageKey;
    expect(first.messages).not.toHaveProperty(laterKey);
    expect(first.messages).not.toHaveProperty(kipKey);
    expect(first.messages).not.toHaveProperty('register.title');
    expect(first.messages['home.totalBalanceKip']).toBe(catalogues.th.messages['home.totalBalanceKip']);
    expect(messageText(first, laterKey)).toBe('');
    expect(first.errors).toEqual(memberErrors('th'));
    expect(loadedCatalogue('th')).toBe(first);
    expect(await loadCatalogue('th')).toBe(first);
  });

  it('adds a part to every loaded language, tells the listeners once it is in, then keeps it', async () => {
    const listener = vi.fn();
    const stop = onTextsLoaded(listener);
    const first = loadedCatalogue('th');
    await loadTexts('later');
    expect(listener).toHaveBeenCalledTimes(1);
    const withLater = loadedCatalogue('th');
    expect(withLater).not.toBe(first);
    expect(withLater?.messages).toMatchObject(thLaterMessages);
    expect(withLater?.messages).not.toHaveProperty(Object.keys(thKipMessages)[0]!);
    await loadTexts('later');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads a language switched to with the parts already wanted', async () => {
    const la = await loadCatalogue('la');
    const laterKey = Object.keys(thLaterMessages)[0] as MessageKey;
    expect(la.messages[laterKey]).toBe(catalogues.la.messages[laterKey]);
    expect(la.messages).not.toHaveProperty(Object.keys(thKipMessages)[0]!);
  });

  it.each(LOCALES)('%s with every part is the full set but the operator-only errors', async (locale) => {
    const catalogue = await loadCatalogue(locale, TEXT_PARTS);
    expect(catalogue).toEqual({ ...catalogues[locale], errors: memberErrors(locale) });
  });

  it("tells a kip twin's part, the registration's and a later screen's by the key", () => {
    for (const key of Object.keys(thKipMessages)) expect(textPartOf(key)).toBe('kip');
    for (const key of Object.keys(thRegisterMessages)) expect(textPartOf(key)).toBe('register');
    for (const key of Object.keys(thLaterMessages)) expect(textPartOf(key)).toBe('later');
  });
});
