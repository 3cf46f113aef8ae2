import { asOperatorText, type StoredOperatorText } from '@wallet/contract';
import type { SettingsService } from '../settings/index.ts';

/**
 * The site's names a member's password must not be built from (issue 37's second review): its
 * name in each language and its web address without the `www` and the ending (`wallet` of
 * `https://www.wallet.example`).
 */
export async function sitePasswordNames(settings: SettingsService): Promise<string[]> {
  const { name, website } = await settings.get('info');
  const names = Object.values(asOperatorText(name as StoredOperatorText)).filter(
    (text): text is string => typeof text === 'string',
  );
  return [...names, ...hostWords(website)];
}

function hostWords(website: string): string[] {
  try {
    const labels = new URL(website).hostname.split('.');
    return labels.slice(0, -1).filter((label) => label !== 'www');
  } catch {
    return []; // not set, or not an address
  }
}
