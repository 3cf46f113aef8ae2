import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import {
  checkSignature,
  paths,
  PROTOCOL_ERRORS,
  SIGNATURE_HEADER,
  signedHeaders,
  TIMESTAMP_HEADER,
  tooLateToApply,
} from './transfer-wallet-protocol.ts';

const KEY = 'k'.repeat(32);
const NOW = 1_790_000_000_000;

describe('the transfer-wallet signature', () => {
  it('is hex HMAC-SHA256 over timestamp, method, path and body, one per line', () => {
    const headers = signedHeaders(KEY, 'post', '/tw/v1/providers/pg/transfers', '{"a":1}', NOW);
    expect(headers[TIMESTAMP_HEADER]).toBe('1790000000');
    const expected = createHmac('sha256', KEY)
      .update('1790000000\nPOST\n/tw/v1/providers/pg/transfers\n{"a":1}')
      .digest('hex');
    expect(headers[SIGNATURE_HEADER]).toBe(expected);
  });

  it('is accepted as signed, and refused when any part differs or the clock is too far', () => {
    const headers = signedHeaders(KEY, 'POST', '/p', '{}', NOW);
    expect(checkSignature(KEY, headers, 'POST', '/p', '{}', NOW)).toBeUndefined();
    expect(checkSignature(KEY, headers, 'POST', '/p', '{ }', NOW)).toBe('BAD_SIGNATURE');
    expect(checkSignature(KEY, headers, 'GET', '/p', '{}', NOW)).toBe('BAD_SIGNATURE');
    expect(checkSignature(KEY, headers, 'POST', '/q', '{}', NOW)).toBe('BAD_SIGNATURE');
    expect(checkSignature(`${KEY}x`, headers, 'POST', '/p', '{}', NOW)).toBe('BAD_SIGNATURE');
    expect(checkSignature(KEY, {}, 'POST', '/p', '{}', NOW)).toBe('BAD_SIGNATURE');
    expect(checkSignature(KEY, headers, 'POST', '/p', '{}', NOW + 299_000)).toBeUndefined();
    expect(checkSignature(KEY, headers, 'POST', '/p', '{}', NOW + 301_000)).toBe('STALE_TIMESTAMP');
    expect(checkSignature(KEY, headers, 'POST', '/p', '{}', NOW - 301_000)).toBe('STALE_TIMESTAMP');
  });

  it('a transfer signed over 30 s ago is too late to apply', () => {
    const headers = signedHeaders(KEY, 'POST', '/p', '{}', NOW);
    expect(tooLateToApply(headers, NOW + 29_000)).toBe(false);
    expect(tooLateToApply(headers, NOW + 31_000)).toBe(true);
  });
});

describe('the published OpenAPI file', () => {
  const spec = readFileSync(path.join(repoRoot, 'docs/providers/transfer-wallet.openapi.yaml'), 'utf8');

  it('has every path the adapter calls, and every error code with its status', () => {
    const templates = [
      paths.accounts('{provider}'),
      paths.balance('{provider}', '{username}'),
      paths.password('{provider}', '{username}'),
      paths.launch('{provider}', '{username}'),
      paths.transfers('{provider}'),
      paths.transfer('{provider}', '{reference}'),
    ].map(decodeURIComponent);
    for (const template of templates) expect(spec).toContain(`\n  ${template}:\n`);
    for (const [code, status] of Object.entries(PROTOCOL_ERRORS)) {
      expect(spec).toContain(`- ${code}`);
      expect(spec).toMatch(new RegExp(`'${status}':`));
    }
    for (const header of [TIMESTAMP_HEADER, SIGNATURE_HEADER])
      expect(spec.toLowerCase()).toContain(`name: ${header}`);
  });
});
