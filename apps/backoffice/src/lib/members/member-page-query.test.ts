import { QueryClient } from '@tanstack/react-query';
import { accountOperatorApi, spinOperatorApi } from '@wallet/contract';
import { routeKey } from '@wallet/web-client';
import { describe, expect, it } from 'vitest';
import { memberReads } from './member-page-query.ts';

describe('memberReads', () => {
  it("makes every read of one member stale, whatever page or search it was, and no other member's", async () => {
    const client = new QueryClient();
    const statementOf = (memberId: number) =>
      routeKey(accountOperatorApi.statement, { params: { memberId }, query: { page: 2, q: 'x' } });
    const spinOf = (memberId: number) => routeKey(spinOperatorApi.member, { params: { memberId } });
    for (const key of [statementOf(5), spinOf(5), statementOf(6)]) client.setQueryData(key, {});

    await Promise.all(memberReads(5).map((queryKey) => client.invalidateQueries({ queryKey })));

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(statementOf(5))).toBe(true);
    expect(stale(spinOf(5))).toBe(true);
    expect(stale(statementOf(6))).toBe(false);
  });
});
