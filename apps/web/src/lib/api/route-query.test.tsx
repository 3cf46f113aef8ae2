import { useQuery } from '@tanstack/react-query';
import { gamesApi, homeApi, lookupApi, statementApi } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { routeKey, routeScope } from '@wallet/web-client';
import { routeQuery } from './client.ts';

function AppName({ testId }: { testId: string }) {
  const info = useQuery(routeQuery(lookupApi.info));
  return <p data-testid={testId}>{info.data?.name ?? '…'}</p>;
}

describe('routeQuery', () => {
  it('derives the key from the route declaration and what is sent', () => {
    expect(routeQuery(homeApi.wallet).queryKey).toEqual(['api', 'GET /api/wallet']);
    expect(routeQuery(statementApi.page, { body: { page: 2, limit: 10 } }).queryKey).toEqual([
      'api',
      'POST /api/statement',
      { body: { page: 2, limit: 10 } },
    ]);
    expect(routeQuery(gamesApi.account, { params: { slotCode: 'pg' } }).queryKey).toEqual([
      'api',
      `GET ${gamesApi.account.path}`,
      { params: { slotCode: 'pg' } },
    ]);
    // A scope is a prefix of every key of its route, which is what invalidation matches on.
    expect(routeKey(statementApi.page, { body: { page: 1 } }).slice(0, 2)).toEqual(
      routeScope(statementApi.page),
    );
  });

  it('reads once for two components showing the same route', async () => {
    const { callsTo } = mockFetch({
      'GET /api/lookup/info': { body: { name: 'Lucky Wallet', website: 'lucky.example' } },
    });
    renderWithApp(
      <>
        <AppName testId="a" />
        <AppName testId="b" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('Lucky Wallet'));
    expect(screen.getByTestId('b').textContent).toBe('Lucky Wallet');
    expect(callsTo('GET /api/lookup/info')).toHaveLength(1);
  });

  it('sends what the key says: the body of a POST read, parsed by the route’s reply schema', async () => {
    const { callsTo } = mockFetch({ 'POST /api/statement': { body: { statements: [], total: 0 } } });
    const { queryClient } = renderWithApp(<p />);
    const page = await queryClient.fetchQuery(
      routeQuery(statementApi.page, { body: { page: 3, limit: 10 } }),
    );
    expect(page).toEqual({ statements: [], total: 0 });
    expect(callsTo('POST /api/statement')[0]!.body).toEqual({ page: 3, limit: 10 });
  });
});
