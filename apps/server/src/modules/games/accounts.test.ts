import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_LAUNCH_PROVIDERS,
  USERNAME_LAUNCH_PROVIDERS,
  gameAccountEntry,
  gameLoginReply,
  launchReply,
} from '@wallet/contract';
import { TEST_SECRET, createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  post,
  remoteBalance,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { providerUsername } from './accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});
beforeEach(() => t.app.money.faults.clear());

async function sandboxPassword(provider: string, username: string): Promise<string | undefined> {
  const { rows } = await t.database.pool.query<{ password: string }>(
    'SELECT password FROM sandbox_game_wallets WHERE provider = $1 AND username = $2',
    [provider, username],
  );
  return rows[0]?.password;
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

function expectCode(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message: code } });
}

/** A launch session signed as the sandbox provider signs it (harness secret), for expiry tests. */
function signedSession(provider: string, username: string, expires: number) {
  const mac = createHmac('sha256', `${TEST_SECRET}:games`)
    .update(`${provider}:${username}:${expires}`)
    .digest('base64url');
  return `${username}.${expires}.${mac}`;
}

describe('GET /api/wallet/activate/{slotCode}', () => {
  it('opens the account: the entry with isActive true, stored once with the sandbox', async () => {
    const player = await fundedPlayer(t, 0);
    const response = await get(t.app, player, '/api/wallet/activate/circus');
    expect(response.statusCode).toBe(200);
    expect(gameAccountEntry.parse(response.json())).toEqual({
      code: 'circus',
      name: 'Circus',
      category: 'slot',
      logo: '/game-art/circus/logo.svg',
      background: '/game-art/circus/background.svg',
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
    expect(await sandboxPassword('circus', providerUsername(player.memberId))).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await walletOf(t.app, player)).slots.get('circus')).toMatchObject({ isActive: true, amount: 0 });

    const again = await get(t.app, player, '/api/wallet/activate/circus');
    expectCode(again, 409, 'SLOT_ALREADY_ACTIVE');
    expect(await storedAccounts(player.memberId)).toHaveLength(1);
  });

  it('our username at every provider is lw and the member id padded to six digits', () => {
    expect(providerUsername(7)).toBe('lw000007');
    expect(providerUsername(123456)).toBe('lw123456');
  });

  it('an unknown code is NO_GAME', async () => {
    const player = await fundedPlayer(t, 0);
    expectCode(await get(t.app, player, '/api/wallet/activate/nope'), 404, 'NO_GAME');
    expectCode(await get(t.app, player, '/api/wallet/activate/PG'), 404, 'NO_GAME');
    expect(await storedAccounts(player.memberId)).toEqual([]);
  });

  it('a provider failing on create is SLOT_ACTIVATE_FAIL, stores nothing, and a later activation works', async () => {
    const player = await fundedPlayer(t, 0);
    t.app.money.faults.add({ target: 'games', op: 'create', provider: 'usun', mode: 'fail', times: 1 });
    expectCode(await get(t.app, player, '/api/wallet/activate/usun'), 502, 'SLOT_ACTIVATE_FAIL');
    expect(await storedAccounts(player.memberId)).toEqual([]);
    expect(await sandboxPassword('usun', providerUsername(player.memberId))).toBeUndefined();
    expect((await walletOf(t.app, player)).slots.get('usun')?.isActive).toBe(false);
    expectCode(await get(t.app, player, '/api/wallet/account/usun'), 404, 'SLOT_NO_ACCOUNT');

    const later = await get(t.app, player, '/api/wallet/activate/usun');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ code: 'usun', isActive: true });
    expect(await storedAccounts(player.memberId)).toHaveLength(1);
  });

  it('a timeout at create is SLOT_ACTIVATE_FAIL too', async () => {
    const player = await fundedPlayer(t, 0);
    t.app.money.faults.add({ target: 'games', op: 'create', mode: 'timeout', times: 1 });
    expectCode(await get(t.app, player, '/api/wallet/activate/pg'), 502, 'SLOT_ACTIVATE_FAIL');
    expect(await storedAccounts(player.memberId)).toEqual([]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wallet/activate/pg' });
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
    const response = await get(closed.app, player, '/api/wallet/activate/imi');
    expectCode(response, 502, 'GAME_ACTIVATION_FAIL');
    const { rows } = await closed.database.pool.query('SELECT 1 FROM game_accounts WHERE member_id = $1', [
      player.memberId,
    ]);
    expect(rows).toHaveLength(0);
    expect((await get(closed.app, player, '/api/wallet/activate/pg')).statusCode).toBe(200);
  });
});

describe('GET /api/wallet/account/{slotCode}', () => {
  let player: Player;
  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
    await get(t.app, player, '/api/wallet/activate/askmebet');
  });

  it('answers the credentials of an activated account, password equal to the provider’s', async () => {
    const response = await get(t.app, player, '/api/wallet/account/askmebet');
    expect(response.statusCode).toBe(200);
    const body = gameLoginReply.parse(response.json());
    const username = providerUsername(player.memberId);
    expect(body.username).toBe(username);
    expect(body.password).toBe(await sandboxPassword('askmebet', username));
    expect(body.event).toMatchObject({ code: 'askmebet', name: 'AskMeBet', isActive: true, amount: 0 });
  });

  it('keeps the password sealed in game_accounts, not in plaintext', async () => {
    const [row] = await storedAccounts(player.memberId);
    const plain = (await sandboxPassword('askmebet', providerUsername(player.memberId)))!;
    expect(row!.password_sealed).not.toContain(plain);
    // AES-GCM: iv, tag and ciphertext in base64url.
    expect(row!.password_sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
  });

  it('shows the last known balance in the event', async () => {
    const other = await fundedPlayer(t, 300);
    await get(t.app, other, '/api/wallet/activate/askmebet');
    await post(t.app, other, '/api/wallet/transfer', { from: 'WALLET', to: 'askmebet', amount: 120.5 });
    const body = gameLoginReply.parse((await get(t.app, other, '/api/wallet/account/askmebet')).json());
    expect(body.event.amount).toBe(120.5);
  });

  it('is SLOT_NO_ACCOUNT for a provider not activated, NO_GAME for an unknown one', async () => {
    expectCode(await get(t.app, player, '/api/wallet/account/pg'), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(t.app, player, '/api/wallet/account/nope'), 404, 'NO_GAME');
    const stranger = await fundedPlayer(t, 0);
    expectCode(await get(t.app, stranger, '/api/wallet/account/askmebet'), 404, 'SLOT_NO_ACCOUNT');
  });
});

describe('GET /api/wallet/resetpassword/{slotCode}', () => {
  let player: Player;
  let username: string;
  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
    username = providerUsername(player.memberId);
    await get(t.app, player, '/api/wallet/activate/slotracha');
  });

  it('gives a new password, the one the provider now holds', async () => {
    const before = (await sandboxPassword('slotracha', username))!;
    const response = await get(t.app, player, '/api/wallet/resetpassword/slotracha');
    expect(response.statusCode).toBe(200);
    const body = gameLoginReply.parse(response.json());
    expect(body.username).toBe(username);
    expect(body.password).not.toBe(before);
    expect(body.password).toBe(await sandboxPassword('slotracha', username));
    expect(body.event).toMatchObject({ code: 'slotracha', isActive: true });
    const read = gameLoginReply.parse((await get(t.app, player, '/api/wallet/account/slotracha')).json());
    expect(read.password).toBe(body.password);
  });

  it('a provider failing on reset is SLOT_RESET_PASSWORD_FAIL and the old password stays', async () => {
    const before = gameLoginReply.parse(
      (await get(t.app, player, '/api/wallet/account/slotracha')).json(),
    ).password;
    t.app.money.faults.add({ target: 'games', op: 'reset', mode: 'fail', times: 1 });
    expectCode(
      await get(t.app, player, '/api/wallet/resetpassword/slotracha'),
      502,
      'SLOT_RESET_PASSWORD_FAIL',
    );
    const after = gameLoginReply.parse(
      (await get(t.app, player, '/api/wallet/account/slotracha')).json(),
    ).password;
    expect(after).toBe(before);
    expect(await sandboxPassword('slotracha', username)).toBe(before);
  });

  it('is SLOT_NO_ACCOUNT when not activated, NO_GAME for an unknown code', async () => {
    expectCode(await get(t.app, player, '/api/wallet/resetpassword/pg'), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(t.app, player, '/api/wallet/resetpassword/nope'), 404, 'NO_GAME');
  });
});

describe('GET /api/autoLogin', () => {
  let player: Player;
  let username: string;
  const passwords = new Map<string, string>();
  beforeAll(async () => {
    player = await fundedPlayer(t, 200);
    username = providerUsername(player.memberId);
    for (const code of [...USERNAME_LAUNCH_PROVIDERS, ...PASSWORD_LAUNCH_PROVIDERS]) {
      expect((await get(t.app, player, `/api/wallet/activate/${code}`)).statusCode).toBe(200);
      passwords.set(
        code,
        gameLoginReply.parse((await get(t.app, player, `/api/wallet/account/${code}`)).json()).password,
      );
    }
  });

  it.each(USERNAME_LAUNCH_PROVIDERS)('%s launches with the username only', async (code) => {
    const response = await get(t.app, player, `/api/autoLogin/${code}/${username}`);
    expect(response.statusCode).toBe(200);
    const { url } = launchReply.parse(response.json());
    expect(url).toMatch(
      new RegExp(`^/sandbox-games/${code}\\?session=${username}\\.\\d{13}\\.[A-Za-z0-9_-]{43}$`),
    );
    expectCode(
      await get(t.app, player, `/api/autoLogin/${code}/${username}/${passwords.get(code)}`),
      400,
      'KEY_INVALID',
    );
  });

  it.each(PASSWORD_LAUNCH_PROVIDERS)('%s launches with username and password', async (code) => {
    const response = await get(t.app, player, `/api/autoLogin/${code}/${username}/${passwords.get(code)}`);
    expect(response.statusCode).toBe(200);
    const { url } = launchReply.parse(response.json());
    expect(url).toMatch(
      new RegExp(`^/sandbox-games/${code}\\?session=${username}\\.\\d{13}\\.[A-Za-z0-9_-]{43}$`),
    );
    expectCode(await get(t.app, player, `/api/autoLogin/${code}/${username}`), 400, 'KEY_INVALID');
    expectCode(
      await get(t.app, player, `/api/autoLogin/${code}/${username}/wrong-password`),
      404,
      'SLOT_NO_ACCOUNT',
    );
  });

  it("refuses another member's username (SLOT_NO_ACCOUNT), an unknown provider (NO_GAME) and no token", async () => {
    const other = await fundedPlayer(t, 0);
    await get(t.app, other, '/api/wallet/activate/pg');
    expectCode(await get(t.app, other, `/api/autoLogin/pg/${username}`), 404, 'SLOT_NO_ACCOUNT');
    // Their own username at a provider they never activated.
    expectCode(
      await get(t.app, other, `/api/autoLogin/joker2/${providerUsername(other.memberId)}`),
      404,
      'SLOT_NO_ACCOUNT',
    );
    expectCode(await get(t.app, player, `/api/autoLogin/nope/${username}`), 404, 'NO_GAME');
    expectCode(
      await t.app.inject({ method: 'GET', url: `/api/autoLogin/pg/${username}` }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('a password from before a reset no longer launches', async () => {
    const old = passwords.get('pgslot')!;
    const reset = gameLoginReply.parse((await get(t.app, player, '/api/wallet/resetpassword/pgslot')).json());
    passwords.set('pgslot', reset.password);
    expectCode(await get(t.app, player, `/api/autoLogin/pgslot/${username}/${old}`), 404, 'SLOT_NO_ACCOUNT');
    expect((await get(t.app, player, `/api/autoLogin/pgslot/${username}/${reset.password}`)).statusCode).toBe(
      200,
    );
  });

  it('a provider failing on launch is GAME_ACTIVATION_FAIL; an unknown user there is NOT_AREASLOT / NOT_UFABET', async () => {
    t.app.money.faults.add({ target: 'games', op: 'launch', mode: 'fail', times: 1 });
    expectCode(await get(t.app, player, `/api/autoLogin/pg/${username}`), 502, 'GAME_ACTIVATION_FAIL');
    t.app.money.faults.add({ target: 'games', op: 'launch', mode: 'unknown-user', times: 2 });
    expectCode(await get(t.app, player, `/api/autoLogin/areaslot/${username}`), 404, 'NOT_AREASLOT');
    expectCode(await get(t.app, player, `/api/autoLogin/joker2/${username}`), 404, 'NOT_UFABET');
  });

  describe('the sandbox demo game the link opens', () => {
    async function launch(code: string) {
      const path = launchNeeds(code)
        ? `/api/autoLogin/${code}/${username}/${passwords.get(code)}`
        : `/api/autoLogin/${code}/${username}`;
      const { url } = launchReply.parse((await get(t.app, player, path)).json());
      return { url, session: decodeURIComponent(new URL(url, 'http://x').searchParams.get('session')!) };
    }
    const launchNeeds = (code: string) => (PASSWORD_LAUNCH_PROVIDERS as readonly string[]).includes(code);

    it('is an HTML page with a nonce-carrying CSP that its script uses', async () => {
      const { url, session } = await launch('pg');
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toContain("default-src 'self'");
      expect(page.body).toContain(`<script type="module" nonce="${nonce}">`);
      expect(page.body).toContain('<h1 data-testid="demo-provider">pg</h1>');
      expect(page.body).toContain(JSON.stringify({ provider: 'pg', session }));
      // A fresh nonce per page.
      const again = await t.app.inject({ method: 'GET', url });
      expect(String(again.headers['content-security-policy'])).not.toBe(csp);
    });

    it('refuses a forged, tampered, foreign, expired or missing session', async () => {
      const { session } = await launch('joker2');
      const [user, expires, mac] = session.split('.') as [string, string, string];
      const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
      const refused = [
        `${user}.${expires}.forged`,
        `${user}.${expires}.${flipped}`,
        `${providerUsername(player.memberId + 1)}.${expires}.${mac}`,
        `${user}.${Number(expires) + 1000}.${mac}`,
        'garbage',
        signedSession('joker2', user, Date.now() - 1000),
      ];
      for (const forged of refused) {
        const page = await t.app.inject({
          method: 'GET',
          url: `/sandbox-games/joker2?session=${encodeURIComponent(forged)}`,
        });
        expectCode(page, 401, 'UNAUTHORIZED');
      }
      // Signed for joker2, shown at another provider.
      expectCode(
        await t.app.inject({
          method: 'GET',
          url: `/sandbox-games/pg?session=${encodeURIComponent(session)}`,
        }),
        401,
        'UNAUTHORIZED',
      );
      expectCode(await t.app.inject({ method: 'GET', url: '/sandbox-games/joker2' }), 400, 'KEY_MISSING');
      // The harness signature is the real one: a fresh session signed the same way opens the page.
      const valid = signedSession('joker2', user, Date.now() + 60_000);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/sandbox-games/joker2?session=${encodeURIComponent(valid)}`,
          })
        ).statusCode,
      ).toBe(200);
    });

    it("the page's play call moves the sandbox balance and refuses a loss larger than it", async () => {
      await post(t.app, player, '/api/wallet/transfer', { from: 'WALLET', to: 'betflix', amount: 100 });
      const { session } = await launch('betflix');
      const playRound = (amount: number, sess = session) =>
        t.app.inject({
          method: 'POST',
          url: '/sandbox-games/betflix/play',
          payload: { session: sess, amount },
        });

      const won = await playRound(10);
      expect({ status: won.statusCode, body: won.json() }).toEqual({ status: 200, body: { balance: 110 } });
      const lost = await playRound(-35.5);
      expect(lost.json()).toEqual({ balance: 74.5 });
      expect(await remoteBalance(t, 'betflix', player.memberId)).toBe(74.5);

      expectCode(await playRound(-74.51), 409, 'MONEY_NOT_ENOUGH');
      expect(await remoteBalance(t, 'betflix', player.memberId)).toBe(74.5);
      expectCode(await playRound(5, `${session}x`), 401, 'UNAUTHORIZED');
      expectCode(await playRound(0.001), 400, 'KEY_INVALID');
      expect(await remoteBalance(t, 'betflix', player.memberId)).toBe(74.5);

      // Our books learn of the play on the next refresh.
      await get(t.app, player, '/api/wallet/refresh/slot');
      const state = await walletOf(t.app, player);
      expect(state.slots.get('betflix')?.amount).toBe(74.5);
      expect(state.wallet).toBe(100);
    });
  });
});

describe('GET /game-art/{code}/{file}', () => {
  it.each(['logo.svg', 'background.svg'])('%s is an SVG for every seeded provider', async (file) => {
    for (const code of [...USERNAME_LAUNCH_PROVIDERS, ...PASSWORD_LAUNCH_PROVIDERS]) {
      const response = await t.app.inject({ method: 'GET', url: `/game-art/${code}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
  });

  it('draws the provider name in its colour on the logo', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/game-art/pg/logo.svg' });
    expect(logo.body).toContain('fill="#e4572e">PG Soft</text>');
    const background = await t.app.inject({ method: 'GET', url: '/game-art/circus/background.svg' });
    expect(background.body).toContain('<stop offset="0" stop-color="#d62828"/>');
  });

  it('an unknown code is 404, an unknown file 400', async () => {
    expectCode(await t.app.inject({ method: 'GET', url: '/game-art/nope/logo.svg' }), 404, 'NO_DATA');
    expectCode(await t.app.inject({ method: 'GET', url: '/game-art/pg/logo.png' }), 400, 'KEY_INVALID');
  });
});
