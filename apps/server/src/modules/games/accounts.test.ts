import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameAccountEntry, gameLoginReply, gamesApi } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { expectCode } from '../../../test/expect-code.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, walletOf, type Player } from '../../../test/money.ts';
import { providerUsername } from './accounts.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeEach(() => t.outside.faults.clear());

function sandboxPassword(provider: string, username: string): string | undefined {
  return t.outside.sandboxGames!.books.account(provider, username)?.password;
}

async function storedAccounts(memberId: number) {
  const { rows } = await t.database.pool.query<{
    provider: string;
    username: string;
    password_sealed: string;
  }>('SELECT provider, username, password_sealed FROM game_accounts WHERE member_id = $1 ORDER BY provider', [
    memberId,
  ]);
  return rows;
}

describe('GET /api/wallet/activate/{slotCode}', () => {
  it('opens the account: the entry with isActive true, stored once with the sandbox', async () => {
    const player = await fundedPlayer(t, 0);
    const response = await get(t.app, player, gamesApi.activate, { slotCode: 'circus' });
    expect(response.statusCode).toBe(200);
    expect(gameAccountEntry.parse(response.json())).toEqual({
      code: 'circus',
      name: 'Circus',
      category: 'slot',
      logo: '/game-art/circus/logo.webp',
      background: '/game-art/circus/background.webp',
      isActive: true,
      amount: 0,
      ftWalletSlot: 0.5,
      web: 'https://circus.games.example/lobby',
      android: null,
      ios: null,
    });
    const stored = await storedAccounts(player.memberId);
    expect(stored.map(({ provider, username }) => ({ provider, username }))).toEqual([
      { provider: 'circus', username: providerUsername(player.memberId) },
    ]);
    expect(sandboxPassword('circus', providerUsername(player.memberId))).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await walletOf(t.app, player)).slots.get('circus')).toMatchObject({ isActive: true, amount: 0 });

    const again = await get(t.app, player, gamesApi.activate, { slotCode: 'circus' });
    expectCode(again, 409, 'SLOT_ALREADY_ACTIVE');
    expect(await storedAccounts(player.memberId)).toHaveLength(1);
  });

  it('our username at every provider is lw and the member id padded to six digits', () => {
    expect(providerUsername(7)).toBe('lw000007');
    expect(providerUsername(123456)).toBe('lw123456');
  });

  it('an unknown code is NO_GAME', async () => {
    const player = await fundedPlayer(t, 0);
    expectCode(await get(t.app, player, gamesApi.activate, { slotCode: 'nope' }), 404, 'NO_GAME');
    expectCode(await get(t.app, player, gamesApi.activate, { slotCode: 'PG' }), 404, 'NO_GAME');
    expect(await storedAccounts(player.memberId)).toEqual([]);
  });

  it('a provider failing on create is SLOT_ACTIVATE_FAIL, stores nothing, and a later activation works', async () => {
    const player = await fundedPlayer(t, 0);
    t.outside.faults.add({ target: 'games', op: 'create', provider: 'usun', mode: 'fail', times: 1 });
    expectCode(await get(t.app, player, gamesApi.activate, { slotCode: 'usun' }), 502, 'SLOT_ACTIVATE_FAIL');
    expect(await storedAccounts(player.memberId)).toEqual([]);
    expect(sandboxPassword('usun', providerUsername(player.memberId))).toBeUndefined();
    expect((await walletOf(t.app, player)).slots.get('usun')?.isActive).toBe(false);
    expectCode(await get(t.app, player, gamesApi.account, { slotCode: 'usun' }), 404, 'SLOT_NO_ACCOUNT');

    const later = await get(t.app, player, gamesApi.activate, { slotCode: 'usun' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ code: 'usun', isActive: true });
    expect(await storedAccounts(player.memberId)).toHaveLength(1);
  });

  it('a timeout at create is SLOT_ACTIVATE_FAIL too', async () => {
    const player = await fundedPlayer(t, 0);
    t.outside.faults.add({ target: 'games', op: 'create', mode: 'timeout', times: 1 });
    expectCode(await get(t.app, player, gamesApi.activate, { slotCode: 'pg' }), 502, 'SLOT_ACTIVATE_FAIL');
    expect(await storedAccounts(player.memberId)).toEqual([]);
  });

  it('needs a token', async () => {
    const response = await call(t.app, gamesApi.activate, { params: { slotCode: 'pg' } });
    expectCode(response, 401, 'UNAUTHORIZED');
  });
});

describe('a disabled provider', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp(MONEY_TEST_ENV);
    // Before the first catalogue read, so the 5 s catalogue cache already sees it.
    await closed.database.pool.query(`UPDATE game_providers SET enabled = false WHERE code = 'imi'`);
  });
  afterAll(() => closed.close());

  it('cannot be activated (GAME_ACTIVATION_FAIL); the others still can', async () => {
    const player = await fundedPlayer(closed, 0);
    const response = await get(closed.app, player, gamesApi.activate, { slotCode: 'imi' });
    expectCode(response, 502, 'GAME_ACTIVATION_FAIL');
    const { rows } = await closed.database.pool.query('SELECT 1 FROM game_accounts WHERE member_id = $1', [
      player.memberId,
    ]);
    expect(rows).toHaveLength(0);
    expect((await get(closed.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  });
});

describe('GET /api/wallet/account/{slotCode}', () => {
  let player: Player;
  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
    await get(t.app, player, gamesApi.activate, { slotCode: 'askmebet' });
  });

  it('answers the credentials of an activated account, password equal to the provider’s', async () => {
    const response = await get(t.app, player, gamesApi.account, { slotCode: 'askmebet' });
    expect(response.statusCode).toBe(200);
    const body = gameLoginReply.parse(response.json());
    const username = providerUsername(player.memberId);
    expect(body.username).toBe(username);
    expect(body.password).toBe(sandboxPassword('askmebet', username));
    expect(body.event).toMatchObject({ code: 'askmebet', name: 'AskMeBet', isActive: true, amount: 0 });
  });

  it('keeps the password sealed in game_accounts, not in plaintext', async () => {
    const [row] = await storedAccounts(player.memberId);
    const plain = sandboxPassword('askmebet', providerUsername(player.memberId))!;
    expect(row!.password_sealed).not.toContain(plain);
    // AES-GCM: iv, tag and ciphertext in base64url.
    expect(row!.password_sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
  });

  it('shows the last known balance in the event', async () => {
    const other = await fundedPlayer(t, 300);
    await get(t.app, other, gamesApi.activate, { slotCode: 'askmebet' });
    await post(t.app, other, gamesApi.transfer, { from: 'WALLET', to: 'askmebet', amount: 120.5 });
    const body = gameLoginReply.parse(
      (await get(t.app, other, gamesApi.account, { slotCode: 'askmebet' })).json(),
    );
    expect(body.event.amount).toBe(120.5);
  });

  it('is SLOT_NO_ACCOUNT for a provider not activated, NO_GAME for an unknown one', async () => {
    expectCode(await get(t.app, player, gamesApi.account, { slotCode: 'pg' }), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(t.app, player, gamesApi.account, { slotCode: 'nope' }), 404, 'NO_GAME');
    const stranger = await fundedPlayer(t, 0);
    expectCode(
      await get(t.app, stranger, gamesApi.account, { slotCode: 'askmebet' }),
      404,
      'SLOT_NO_ACCOUNT',
    );
  });
});

describe('GET /api/wallet/resetpassword/{slotCode}', () => {
  let player: Player;
  let username: string;
  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
    username = providerUsername(player.memberId);
    await get(t.app, player, gamesApi.activate, { slotCode: 'slotracha' });
  });

  it('gives a new password, the one the provider now holds', async () => {
    const before = sandboxPassword('slotracha', username)!;
    const response = await get(t.app, player, gamesApi.resetPassword, { slotCode: 'slotracha' });
    expect(response.statusCode).toBe(200);
    const body = gameLoginReply.parse(response.json());
    expect(body.username).toBe(username);
    expect(body.password).not.toBe(before);
    expect(body.password).toBe(sandboxPassword('slotracha', username));
    expect(body.event).toMatchObject({ code: 'slotracha', isActive: true });
    const read = gameLoginReply.parse(
      (await get(t.app, player, gamesApi.account, { slotCode: 'slotracha' })).json(),
    );
    expect(read.password).toBe(body.password);
  });

  it('a provider failing on reset is SLOT_RESET_PASSWORD_FAIL and the old password stays', async () => {
    const before = gameLoginReply.parse(
      (await get(t.app, player, gamesApi.account, { slotCode: 'slotracha' })).json(),
    ).password;
    t.outside.faults.add({ target: 'games', op: 'reset', mode: 'fail', times: 1 });
    expectCode(
      await get(t.app, player, gamesApi.resetPassword, { slotCode: 'slotracha' }),
      502,
      'SLOT_RESET_PASSWORD_FAIL',
    );
    const after = gameLoginReply.parse(
      (await get(t.app, player, gamesApi.account, { slotCode: 'slotracha' })).json(),
    ).password;
    expect(after).toBe(before);
    expect(sandboxPassword('slotracha', username)).toBe(before);
  });

  it('is SLOT_NO_ACCOUNT when not activated, NO_GAME for an unknown code', async () => {
    expectCode(await get(t.app, player, gamesApi.resetPassword, { slotCode: 'pg' }), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(t.app, player, gamesApi.resetPassword, { slotCode: 'nope' }), 404, 'NO_GAME');
  });
});
