import { createHmac } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_LAUNCH_PROVIDERS,
  USERNAME_LAUNCH_PROVIDERS,
  gameLoginReply,
  launchReply,
  gamesApi,
  homeApi,
} from '@wallet/contract';
import { TEST_SECRET } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { expectCode } from '../../../test/expect-code.ts';
import {
  MONEY_TEST_ENV,
  fundedPlayer,
  get,
  post,
  remoteBalance,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { providerUsername } from './accounts.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeEach(() => t.outside.faults.clear());

/** A launch session signed as the sandbox provider signs it (harness secret), for expiry tests. */
function signedSession(provider: string, username: string, expires: number) {
  const mac = createHmac('sha256', `${TEST_SECRET}:games`)
    .update(`${provider}:${username}:${expires}`)
    .digest('base64url');
  return `${username}.${expires}.${mac}`;
}

describe('GET /api/autoLogin', () => {
  let player: Player;
  let username: string;
  const passwords = new Map<string, string>();
  beforeAll(async () => {
    player = await fundedPlayer(t, 200);
    username = providerUsername(player.memberId);
    for (const code of [...USERNAME_LAUNCH_PROVIDERS, ...PASSWORD_LAUNCH_PROVIDERS]) {
      expect((await get(t.app, player, gamesApi.activate, { slotCode: code })).statusCode).toBe(200);
      passwords.set(
        code,
        gameLoginReply.parse((await get(t.app, player, gamesApi.account, { slotCode: code })).json())
          .password,
      );
    }
  });

  it.each(USERNAME_LAUNCH_PROVIDERS)('%s launches with the username only', async (code) => {
    const response = await get(t.app, player, gamesApi.launch, { provider: code, username });
    expect(response.statusCode).toBe(200);
    const { url } = launchReply.parse(response.json());
    expect(url).toMatch(
      new RegExp(`^/sandbox-games/${code}\\?session=${username}\\.\\d{13}\\.[A-Za-z0-9_-]{43}$`),
    );
    expectCode(
      await get(t.app, player, gamesApi.launchWithPassword, {
        provider: code,
        username,
        password: passwords.get(code)!,
      }),
      400,
      'KEY_INVALID',
    );
  });

  it.each(PASSWORD_LAUNCH_PROVIDERS)('%s launches with username and password', async (code) => {
    const response = await get(t.app, player, gamesApi.launchWithPassword, {
      provider: code,
      username,
      password: passwords.get(code)!,
    });
    expect(response.statusCode).toBe(200);
    const { url } = launchReply.parse(response.json());
    expect(url).toMatch(
      new RegExp(`^/sandbox-games/${code}\\?session=${username}\\.\\d{13}\\.[A-Za-z0-9_-]{43}$`),
    );
    expectCode(await get(t.app, player, gamesApi.launch, { provider: code, username }), 400, 'KEY_INVALID');
    expectCode(
      await get(t.app, player, gamesApi.launchWithPassword, {
        provider: code,
        username,
        password: 'wrong-password',
      }),
      404,
      'SLOT_NO_ACCOUNT',
    );
  });

  it("refuses another member's username (SLOT_NO_ACCOUNT), an unknown provider (NO_GAME) and no token", async () => {
    const other = await fundedPlayer(t, 0);
    await get(t.app, other, gamesApi.activate, { slotCode: 'pg' });
    expectCode(
      await get(t.app, other, gamesApi.launch, { provider: 'pg', username }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    // Their own username at a provider they never activated.
    expectCode(
      await get(t.app, other, gamesApi.launch, {
        provider: 'joker2',
        username: providerUsername(other.memberId),
      }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    expectCode(await get(t.app, player, gamesApi.launch, { provider: 'nope', username }), 404, 'NO_GAME');
    expectCode(
      await call(t.app, gamesApi.launch, { params: { provider: 'pg', username } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('a password from before a reset no longer launches', async () => {
    const old = passwords.get('pgslot')!;
    const reset = gameLoginReply.parse(
      (await get(t.app, player, gamesApi.resetPassword, { slotCode: 'pgslot' })).json(),
    );
    passwords.set('pgslot', reset.password);
    expectCode(
      await get(t.app, player, gamesApi.launchWithPassword, { provider: 'pgslot', username, password: old }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    expect(
      (
        await get(t.app, player, gamesApi.launchWithPassword, {
          provider: 'pgslot',
          username,
          password: reset.password,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a provider failing on launch is GAME_ACTIVATION_FAIL; an unknown user there is NOT_AREASLOT / NOT_UFABET', async () => {
    t.outside.faults.add({ target: 'games', op: 'launch', mode: 'fail', times: 1 });
    expectCode(
      await get(t.app, player, gamesApi.launch, { provider: 'pg', username }),
      502,
      'GAME_ACTIVATION_FAIL',
    );
    t.outside.faults.add({ target: 'games', op: 'launch', mode: 'unknown-user', times: 2 });
    expectCode(
      await get(t.app, player, gamesApi.launch, { provider: 'areaslot', username }),
      404,
      'NOT_AREASLOT',
    );
    expectCode(
      await get(t.app, player, gamesApi.launch, { provider: 'joker2', username }),
      404,
      'NOT_UFABET',
    );
  });

  describe('the sandbox demo game the link opens', () => {
    async function launch(code: string) {
      const response = launchNeeds(code)
        ? await get(t.app, player, gamesApi.launchWithPassword, {
            provider: code,
            username,
            password: passwords.get(code)!,
          })
        : await get(t.app, player, gamesApi.launch, { provider: code, username });
      const { url } = launchReply.parse(response.json());
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

    it("the page's play call stakes at most the game balance, and the server draws the result", async () => {
      await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'betflix', amount: 100 });
      const { session } = await launch('betflix');
      const demoSite = (path: string, payload: object) =>
        t.app.inject({ method: 'POST', url: `/sandbox-games/betflix${path}`, payload });

      expect((await demoSite('/balance', { session })).json()).toEqual({ balance: 100 });
      // Each round moves exactly the stake, one way or the other.
      let balance = 100;
      for (let round = 0; round < 20; round += 1) {
        const played = await demoSite('/play', { session, stake: 1 });
        expect(played.statusCode).toBe(200);
        const reply = played.json() as { balance: number; won: boolean };
        balance += reply.won ? 1 : -1;
        expect(reply.balance).toBe(balance);
      }
      expect(await remoteBalance(t, 'betflix', player.memberId)).toBe(balance);

      expectCode(await demoSite('/play', { session, stake: balance + 0.01 }), 409, 'MONEY_NOT_ENOUGH');
      // The member cannot choose the result: a signed amount or a "won" flag is refused.
      expectCode(await demoSite('/play', { session, amount: 10 }), 400, 'KEY_MISSING');
      expectCode(await demoSite('/play', { session, stake: 1, won: true }), 400, 'KEY_INVALID');
      for (const stake of [0, -5, 0.001])
        expectCode(await demoSite('/play', { session, stake }), 400, 'KEY_INVALID');
      expectCode(await demoSite('/play', { session: `${session}x`, stake: 1 }), 401, 'UNAUTHORIZED');
      expectCode(await demoSite('/balance', { session: `${session}x` }), 401, 'UNAUTHORIZED');
      expect(await remoteBalance(t, 'betflix', player.memberId)).toBe(balance);

      // Our books learn of the play on the next refresh.
      await get(t.app, player, homeApi.refresh);
      const state = await walletOf(t.app, player);
      expect(state.slots.get('betflix')?.amount).toBe(balance);
      expect(state.wallet).toBe(100);
    });
  });
});
