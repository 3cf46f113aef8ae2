/**
 * The plan index.html's early start follows (early-start.ts): which screen an address shows, its
 * files and its first reads. Written by the build (apps/web/build/early-start-script.ts), read
 * by the web budget (bench/src/web-budget.ts). No DOM here: the bench runs on Node.
 */
export interface EarlyStartPlan {
  /** STORAGE_KEYS.token: where login put the member's bearer token (local or session storage). */
  tokenKey: string;
  /** STORAGE_KEYS.locale: the member's stored language ('th', 'la', 'en'). */
  localeKey: string;
  /** The Accept-Language sent when no language is stored: the build's default. */
  defaultLanguage: string;
  /** API_BASE of the build (empty: this origin). */
  apiBase: string;
  /** REQUESTED_WITH, sent like every call of the API client. */
  requestedWith: string;
  /** Screens in order; the first that matches the address wins, the last one matches any. */
  screens: EarlyScreen[];
  /** Font files (`assets/...woff2`) every first paint draws with, preloaded after the screen's. */
  fonts: string[];
}

export interface EarlyScreen {
  /** Addresses shown by this screen, exact. */
  paths: string[];
  /** Address prefixes shown by this screen ('/user/'). */
  prefixes: string[];
  /** A member screen: without a token the router sends the visitor to /login instead. */
  needsToken: boolean;
  /** Hashed chunk files (`assets/...js`) and their styles, fetched now, run when imported. */
  scripts: string[];
  styles: string[];
  /** API paths (GET, the member's token) the screen reads first; see early-reads.ts. */
  reads: string[];
}

/** Where the started reads wait for the API client: `window[EARLY_READS][path]`. */
export const EARLY_READS = '__walletEarlyReads';

/** One read started by the inline script, for the token it was sent with. */
export interface EarlyRead {
  token: string;
  response: Promise<Response>;
}

/**
 * The screen an address shows: the first whose paths or prefixes match, among those the visitor
 * may see (a member screen needs a token). Used by earlyStart and by the web budget (bench/).
 */
export function screenFor(plan: EarlyStartPlan, path: string, hasToken: boolean): EarlyScreen | undefined {
  return plan.screens.find(
    (candidate) =>
      (candidate.paths.includes(path) || candidate.prefixes.some((prefix) => path.startsWith(prefix))) &&
      (!candidate.needsToken || hasToken),
  );
}

/** The plan as the build wrote it into index.html (the inline script's first argument). */
export function readEarlyStartPlan(html: string): EarlyStartPlan {
  const found = new RegExp(`\\)\\((\\{"tokenKey".*?\\}),${JSON.stringify(EARLY_READS)},`).exec(html);
  if (!found) throw new Error('index.html has no early start plan (is it a build?)');
  return JSON.parse(found[1]!) as EarlyStartPlan;
}
