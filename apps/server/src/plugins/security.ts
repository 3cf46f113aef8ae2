import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The member app's policy; `scriptHashes` are index.html's inline scripts (inline-scripts.ts). */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    // React sets style attributes; fonts are bundled.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "connect-src 'self' ws: wss:",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Helmet's default headers for documents (the web app), computed once: @fastify/helmet
 * rebuilt them on every request (bench/, ADR 0010).
 */
function documentHeaders(scriptHashes: string[]) {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': HSTS,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Of the document set, the headers that only a document or a worker reads: its policy, framing
 * and opener rules, and legacy browsers' switches. A hashed script, stylesheet or font is neither
 * (none of the app's files is a worker; the service worker is not hashed). It keeps `nosniff`, the
 * resource policy, HSTS and the referrer policy (a stylesheet's own fetches follow it). Issue 44:
 * these were 0.6 kB on each of the files of home's visit, more than some of the files.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** For a hashed script, stylesheet or font the web plugin sends (see DOCUMENT_ONLY_HEADERS). */
export function withoutDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * JSON answers get OWASP's REST set: most of helmet's headers only mean something to a
 * rendered document, and every header costs each client a parse.
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

interface SecurityOptions {
  corsOrigins: string[];
  /** The CSP hashes of the web app's inline scripts. */
  scriptHashes?: string[];
}

export const security = fp(
  async (app: FastifyInstance, { corsOrigins, scriptHashes = [] }: SecurityOptions) => {
    const document = documentHeaders(scriptHashes);
    app.addHook('onRequest', (request, reply, done) => {
      // API answers are per member and change (a closed site reopens): never cached.
      void reply.headers(request.url.startsWith('/api/') ? API_HEADERS : document);
      done();
    });
    // Same-origin by default; other origins only when configured (CORS_ORIGINS).
    if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: false });
  },
  { name: 'security' },
);
