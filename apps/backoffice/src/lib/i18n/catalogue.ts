import type { Locale } from '@wallet/contract';
import { enMessages } from './messages/en/index.ts';
import { laMessages } from './messages/la/index.ts';
import { thMessages } from './messages/th/index.ts';
import type { MessageKey, Messages, MessageVars } from './message-types.ts';

export const backofficeCatalogues: Record<Locale, Messages> = {
  en: enMessages,
  th: thMessages,
  la: laMessages,
};

const PLACEHOLDER = /\{(\w+)\}/g;

export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const template = backofficeCatalogues[locale][key];
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
