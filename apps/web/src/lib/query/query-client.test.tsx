import { homeApi, lookupApi } from '@wallet/contract';
import { ApiError, isRetryableRead, READ_RETRIES } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { clearSession, saveToken } from '../session/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { cachedWallet, seedWallet } from '../../test/wallet-fixtures.ts';
import { routeQuery } from '../api/client.ts';

describe('the query client', () => {
  it('does not retry a read the server refused with a 4xx catalogue code', async () => {
    const { callsTo } = mockFetch({
      'GET /api/lookup/withdraw': { status: 400, body: { message: 'NO_DATA' } },
    });
    const { queryClient } = renderWithApp(<p />);
    const failure = await queryClient
      .fetchQuery(routeQuery(lookupApi.withdraw))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NO_DATA', status: 400 });
    expect(callsTo('GET /api/lookup/withdraw')).toHaveLength(1);
  });

  it('retries a read that got no answer or a 5xx, up to its limit', async () => {
    let reads = 0;
    const { callsTo } = mockFetch({
      'GET /api/lookup/withdraw': () =>
        (reads += 1) <= READ_RETRIES ? { status: 502 } : { body: { withdrawMin: 100, withdrawMax: 5000 } },
    });
    const { queryClient } = renderWithApp(<p />);
    const limits = await queryClient.fetchQuery(routeQuery(lookupApi.withdraw));
    expect(limits.withdrawMin).toBe(100);
    expect(callsTo('GET /api/lookup/withdraw')).toHaveLength(READ_RETRIES + 1);
  });

  it('tells retryable failures from answers', () => {
    expect(isRetryableRead(new ApiError('NETWORK', 'network'))).toBe(true);
    expect(isRetryableRead(new ApiError('TIMEOUT', 'timeout'))).toBe(true);
    expect(isRetryableRead(new ApiError('INTERNAL_SERVER_ERROR', 'server', 500))).toBe(true);
    expect(isRetryableRead(new ApiError('UNAUTHORIZED', 'server', 401))).toBe(false);
    expect(isRetryableRead(new ApiError('MONEY_NOT_ENOUGH', 'server', 409))).toBe(false);
    expect(isRetryableRead(new ApiError('INVALID_REPLY', 'invalid-reply', 200))).toBe(false);
    expect(isRetryableRead(new DOMException('closed', 'AbortError'))).toBe(false);
  });

  it('never retries a mutation by itself', () => {
    const { queryClient } = renderWithApp(<p />);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('the end of a session', () => {
  it('empties the cache when the session is cleared (logout, password change)', () => {
    const { queryClient } = renderWithApp(<p />);
    seedWallet(queryClient);
    queryClient.setQueryData(routeQuery(lookupApi.info).queryKey, { name: 'x', website: 'y' });
    clearSession();
    expect(cachedWallet(queryClient)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('empties the cache when a read learns the session has ended', async () => {
    saveToken('old', true);
    mockFetch({ 'GET /api/wallet': { status: 401, body: { message: 'EXPIRED_AUTH_TOKEN' } } });
    const { queryClient } = renderWithApp(<p />);
    queryClient.setQueryData(routeQuery(lookupApi.info).queryKey, { name: 'x', website: 'y' });
    await queryClient.fetchQuery(routeQuery(homeApi.wallet)).catch(() => undefined);
    expect(queryClient.getQueryData(routeQuery(lookupApi.info).queryKey)).toBeUndefined();
  });
});
