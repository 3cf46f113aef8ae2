import type { GameLoginReply } from '@wallet/contract';
import { ApiError } from '@wallet/web-client';
import { openInNewTab } from '../../lib/browser/open-url.ts';
import { safeHttpUrlOrPath } from '../../lib/html/safe-url.ts';
import { fetchLaunchUrl } from './game-api.ts';

/** Asks the server for the provider's login link and opens the game with it. */
export async function launchGame(
  code: string,
  login: GameLoginReply,
  track: <T>(work: Promise<T>) => Promise<T>,
): Promise<void> {
  const { url } = await track(fetchLaunchUrl(code, login));
  // Only http(s) or a page of this site (the sandbox games): never javascript: from a bad provider.
  const safe = safeHttpUrlOrPath(url);
  if (!safe) throw new ApiError('INVALID_REPLY', 'invalid-reply');
  openInNewTab(safe);
}
