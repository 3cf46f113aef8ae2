import { describe, expect, it } from 'vitest';
import { accountApi, authApi, gamesApi, homeApi } from '@wallet/contract';
import { useTestApp, useFundedMember } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, walletOf } from '../../../test/money.ts';
import { call } from '../../../test/call.ts';

/**
 * ADR 0017: a node trusts a checked session, and serves a member's wallet answer, for
 * SESSION_CACHE_MS. Changes made through this node show at once; changes made elsewhere
 * (another node, here the database directly) within that window, and no later.
 */
const CACHE_MS = 1500;
const t = useTestApp({ ...MONEY_TEST_ENV, SESSION_CACHE_MS: String(CACHE_MS) });
const player = useFundedMember(t, 300);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('wallet answer cache', () => {
  it('shows a change made through this node at once', async () => {
    expect((await walletOf(t.app, player)).wallet).toBe(300);
    await get(t.app, player, gamesApi.activate, { slotCode: 'pg' });
    expect((await walletOf(t.app, player)).slots.get('pg')?.isActive).toBe(true);
    await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 100 });
    expect((await walletOf(t.app, player)).wallet).toBe(200);
    await call(t.app, accountApi.updateProfile, {
      headers: player.headers,
      body: { name: 'Renamed Player' },
    });
    const body = (await get(t.app, player, homeApi.wallet)).json() as { profile: { name: string } };
    expect(body.profile.name).toBe('Renamed Player');
  });

  it('shows a change made elsewhere within the window', async () => {
    await walletOf(t.app, player);
    await t.database.pool.query('UPDATE members SET name = $2 WHERE id = $1', [
      player.memberId,
      'Changed Elsewhere',
    ]);
    const early = (await get(t.app, player, homeApi.wallet)).json() as { profile: { name: string } };
    expect(early.profile.name).not.toBe('Changed Elsewhere');
    await pause(CACHE_MS + 100);
    const later = (await get(t.app, player, homeApi.wallet)).json() as { profile: { name: string } };
    expect(later.profile.name).toBe('Changed Elsewhere');
  });
});

describe('trusted sessions', () => {
  it('a logout on this node ends the session at once', async () => {
    const other = await fundedPlayer(t, 0);
    expect((await get(t.app, other, homeApi.wallet)).statusCode).toBe(200);
    await call(t.app, authApi.logout, { headers: other.headers });
    expect((await get(t.app, other, homeApi.wallet)).json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('a session revoked elsewhere ends within the window', async () => {
    const other = await fundedPlayer(t, 0);
    expect((await get(t.app, other, homeApi.wallet)).statusCode).toBe(200);
    await t.database.pool.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [
      other.memberId,
    ]);
    await pause(CACHE_MS + 100);
    expect((await get(t.app, other, homeApi.wallet)).json()).toEqual({ message: 'UNAUTHORIZED' });
  });
});
