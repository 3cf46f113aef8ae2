/**
 * What index.html's inline script starts before any of the app's JavaScript arrived (issue 11):
 * the chunks and styles of the screen the address will show, that screen's first read, then the
 * fonts of every first paint. Without it, each waited for the entry script (about 100 kB) to
 * download and run, then for the router to pick the screen, then for the screen's code: three
 * round trips on a phone before the balance. The build writes the plan
 * (apps/web/build/early-start-script.ts); this file is its one behaviour.
 */

import type { EarlyRead, EarlyStartPlan, screenFor } from './early-start-plan.ts';

/**
 * Runs inline in index.html, serialised with Function.prototype.toString, as is `pick`
 * (screenFor), its argument: neither may use anything from outside its own body (no imports, no
 * module constants). Storage can throw (privacy modes); then the login screen's files are
 * preloaded, no read starts, and the app works as without this script.
 */
export function earlyStart(plan: EarlyStartPlan, readsKey: string, pick: typeof screenFor): void {
  let token: string | null;
  // The read answers operator texts in the member's language, as the API client asks (ADR 0085).
  let language = plan.defaultLanguage;
  try {
    token = localStorage.getItem(plan.tokenKey) ?? sessionStorage.getItem(plan.tokenKey);
    const stored = localStorage.getItem(plan.localeKey);
    if (stored === 'th' || stored === 'en') language = stored;
    if (stored === 'la') language = 'lo';
  } catch {
    token = null;
  }
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = `/${href}`;
    element.crossOrigin = '';
    if (as) element.setAttribute('as', as);
    document.head.appendChild(element);
  };
  const screen = pick(plan, location.pathname, token !== null);
  if (screen) {
    for (const file of screen.styles) link('preload', file, 'style');
    for (const file of screen.scripts) link('modulepreload', file);
  }
  if (screen && token !== null && screen.reads.length > 0) {
    const reads: Record<string, EarlyRead> = {};
    for (const read of screen.reads) {
      const response = fetch(plan.apiBase + read, {
        headers: {
          Accept: 'application/json',
          'X-Requested-With': plan.requestedWith,
          'Accept-Language': language,
          Authorization: `Bearer ${token}`,
        },
        cache: 'no-store',
      });
      // Taken by the API client, which reports a failure; a read nobody takes is not an error.
      response.catch(() => undefined);
      reads[read] = { token, response };
    }
    (window as unknown as Record<string, unknown>)[readsKey] = reads;
  }
  // The fonts last, on every address: a page paints its text once its scripts ran and its first
  // read answered, so the fonts need only be there by then. Started before them, they held four
  // of a phone's six connections while the scripts waited (Lighthouse's /user/home: ADR 0229).
  for (const file of plan.fonts) link('preload', file, 'font');
}
