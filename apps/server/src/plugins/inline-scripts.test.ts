import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, webInlineScriptHashes } from './inline-scripts.ts';
import { security } from './security.ts';

const EARLY = '(function(){window.started=true})()';
const HTML = `<!doctype html><html><head><meta charset="UTF-8">
<script>${EARLY}</script>
<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
</head><body><div id="root"></div><script></script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("CSP hashes of index.html's inline scripts", () => {
  it('hashes each inline script exactly, and neither a script with src nor an empty one', () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha256(EARLY)]);
    // One byte more is another script: the policy would refuse it.
    expect(inlineScriptHashes(HTML.replace(EARLY, `${EARLY};`))).not.toEqual([sha256(EARLY)]);
  });

  it("reads them from the build's index.html; without a build there are none", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    try {
      expect(webInlineScriptHashes(dist)).toEqual([]);
      writeFileSync(path.join(dist, 'index.html'), HTML);
      expect(webInlineScriptHashes(dist)).toEqual([sha256(EARLY)]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("the documents' policy allows those scripts and still no other inline script", async () => {
    const app = Fastify();
    await app.register(security, { corsOrigins: [], scriptHashes: inlineScriptHashes(HTML) });
    app.get('/user/home', () => 'page');
    app.get('/api/wallet', () => ({}));
    const page = await app.inject({ url: '/user/home' });
    const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${sha256(EARLY)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    const api = await app.inject({ url: '/api/wallet' });
    expect(api.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    await app.close();
  });
});
