import { homeApi, pathOf, walletReply } from '@wallet/contract';
import { ApiError } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, describe, expect, it } from 'vitest';
import { walletFixture } from '../../test/wallet-fixtures.ts';
import { EARLY_READS, type EarlyRead } from '../boot/early-start-plan.ts';
import { saveToken } from '../session/session.ts';
import { apiRequest } from './client.ts';
import { takeEarlyRead } from './early-reads.ts';

const WALLET = pathOf(homeApi.wallet);

function startedRead(token: string, response: Promise<Response>): void {
  (window as unknown as Record<string, Record<string, EarlyRead>>)[EARLY_READS] = {
    [WALLET]: { token, response },
  };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS];
});

describe('early reads (started by index.html, taken by the API client)', () => {
  it('are taken once, by the member they were sent for', () => {
    startedRead('tok-a', json(200, {}));
    expect(takeEarlyRead(WALLET, 'tok-b')).toBeNull();
    // Dropped once looked at: another member's answer is never kept for later.
    expect(takeEarlyRead(WALLET, 'tok-a')).toBeNull();
    startedRead('tok-a', json(200, {}));
    expect(takeEarlyRead('/api/other', 'tok-a')).toBeNull();
    expect(takeEarlyRead(WALLET, 'tok-a')).not.toBeNull();
    expect(takeEarlyRead(WALLET, 'tok-a')).toBeNull();
  });

  it('the first wallet read uses the started answer (parsed by the contract), the next one asks again', async () => {
    saveToken('tok-a', true);
    const { calls } = mockFetch({ [`GET ${WALLET}`]: { status: 500, body: { message: 'SERVER_ERROR' } } });
    startedRead('tok-a', json(200, walletFixture()));
    await expect(apiRequest(WALLET, { schema: walletReply })).resolves.toEqual(walletFixture());
    expect(calls).toHaveLength(0);
    await expect(apiRequest(WALLET, { schema: walletReply })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('an error answer from the started read is the same catalogue error as from a normal read', async () => {
    saveToken('tok-a', true);
    mockFetch({});
    startedRead('tok-a', json(400, { message: 'KEY_INVALID' }));
    await expect(apiRequest(WALLET, { schema: walletReply })).rejects.toMatchObject({
      code: 'KEY_INVALID',
      kind: 'server',
    });
  });
});
