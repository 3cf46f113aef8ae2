import { gamesApi, homeApi, IDEMPOTENCY_HEADER, accountOperatorApi } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { routeRequest } from './call-route.ts';

describe('routeRequest', () => {
  it('sends the key as the Idempotency-Key of a route the contract marks idempotent', () => {
    const body = { from: 'WALLET', to: 'pg', amount: 10 };
    const { path, request } = routeRequest(gamesApi.transfer, { body, idempotencyKey: 'key-12345678' });
    expect(path).toBe('/api/wallet/transfer');
    expect(request).toMatchObject({
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: 'key-12345678' },
    });
  });

  it('sends no key on any other route', () => {
    const { request } = routeRequest(homeApi.wallet, { idempotencyKey: 'key-12345678' });
    expect(request.headers).toEqual({});
  });

  it('leaves blank, undefined and null query values out', () => {
    const { path } = routeRequest(accountOperatorApi.statement, {
      params: { memberId: 7 },
      query: { page: 2, limit: undefined, type: '', from: null },
    });
    expect(path).toBe('/api/backoffice/members/7/statement?page=2');
  });
});
