const PROBE_BASE = 'https://relative.invalid/';

/**
 * An absolute http(s) URL, or null. Operator-supplied links (LINE link, QR image, links inside
 * HTML) go through this so a `javascript:` value can never reach an href or src.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    // Resolving against a probe base reveals relative values, which are refused too.
    const url = new URL(value.trim(), PROBE_BASE);
    if (url.href.startsWith(PROBE_BASE)) return null;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL or a path on this site ("/game-art/pg/logo.svg", a sandbox game page); else null. */
export function safeHttpUrlOrPath(value: string | null | undefined): string | null {
  // "//host" and "/\\host" are other sites to a browser, not paths of this one.
  if (value && /^\/(?![/\\])/.test(value.trim())) return value.trim();
  return safeHttpUrl(value);
}
