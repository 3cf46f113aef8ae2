import { homeApi, statementApi } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { routeKey, routeQueryOf, routeScope } from './route-query.ts';

describe('route keys', () => {
  it('keys a read by its route and what it sends, under the route’s scope', () => {
    expect(routeKey(homeApi.wallet)).toEqual(['api', 'GET /api/wallet']);
    const page = routeKey(statementApi.page, { body: { page: 2 } });
    expect(page).toEqual(['api', 'POST /api/statement', { body: { page: 2 } }]);
    expect(page.slice(0, 2)).toEqual(routeScope(statementApi.page));
  });

  it('reads through the client it was bound to, with the query’s abort signal', async () => {
    const callRoute = vi.fn().mockResolvedValue({ statements: [], total: 0 });
    const routeQuery = routeQueryOf({ callRoute });
    const query = routeQuery(statementApi.page, { body: { page: 1, limit: 10 } });
    const signal = new AbortController().signal;
    await (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(callRoute).toHaveBeenCalledWith(statementApi.page, { body: { page: 1, limit: 10 }, signal });
  });
});
