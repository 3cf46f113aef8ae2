import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `<script>` elements without a `src`: their text is what a CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of a document (`'sha256-…'`), in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of the built web app's inline scripts (its early start, apps/web/build), read once at
 * boot: the policy allows exactly the scripts of the index.html this server sends, and no other
 * inline script. No build, no hashes.
 */
export function webInlineScriptHashes(dist: string): string[] {
  const index = path.join(dist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
