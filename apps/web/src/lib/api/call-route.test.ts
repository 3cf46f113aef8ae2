import { authApi, gamesApi, homeApi, lookupApi, pathOf, qrApi, trueLinkApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../session/session.ts';
import { callRoute } from './client.ts';
import { setApiNavigator } from './navigator.ts';

const navigate = vi.fn();
let restoreNavigator: () => void;
beforeEach(() => {
  navigate.mockReset();
  restoreNavigator = setApiNavigator(navigate);
});
afterEach(() => restoreNavigator());

const qrState = { hasQrcode: false };

describe('callRoute', () => {
  it('takes the method and the filled, encoded path from the route and sends the body', async () => {
    const path = pathOf(gamesApi.activate, { slotCode: 'a b' });
    expect(path).toBe('/api/wallet/activate/a%20b');
    const { calls } = mockFetch({
      [`GET ${path}`]: { status: 409, body: { message: 'SLOT_ALREADY_ACTIVE' } },
      [`POST ${pathOf(authApi.login)}`]: { body: { token: 't', expiresAt: 'x' } },
    });
    await expect(callRoute(gamesApi.activate, { params: { slotCode: 'a b' } })).rejects.toMatchObject({
      code: 'SLOT_ALREADY_ACTIVE',
    });
    expect(calls[0]).toMatchObject({ method: 'GET', path, body: undefined });

    const reply = await callRoute(authApi.login, { body: { username: '0812345678', password: 'pw' } });
    expect(reply).toEqual({ token: 't', expiresAt: 'x' });
    expect(calls[1]).toMatchObject({ method: 'POST', path: pathOf(authApi.login) });
    expect(calls[1]!.body).toEqual({ username: '0812345678', password: 'pw' });
  });

  it('keeps the client behaviour: X-Requested-With, token, no-store and extra headers', async () => {
    saveToken('tok-1', true);
    const pending = { reference: 'T1', status: 'PENDING', amount: 20, wallet: { amount: 0 } };
    const { calls } = mockFetch({ [`POST ${pathOf(trueLinkApi.redeem)}`]: { status: 202, body: pending } });
    const reply = await callRoute(trueLinkApi.redeem, {
      body: { link: 'https://gift.truemoney.com/campaign/?v=x' },
      idempotencyKey: 'key-12345678',
    });
    // A 202 answer is parsed like the 200 one: the route declares the same schema for both.
    expect(reply).toEqual(pending);
    const call = calls[0]!;
    expect(call.headers.get('X-Requested-With')).toBe('wallet-user');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(call.cache).toBe('no-store');
  });

  it("parses the answer with the route's success schema", async () => {
    mockFetch({ [`GET ${pathOf(lookupApi.active)}`]: { body: { active: 'yes' } } });
    await expect(callRoute(lookupApi.active)).rejects.toMatchObject({ code: 'INVALID_REPLY' });
  });

  it('answers undefined for an empty (204) route', async () => {
    mockFetch({ [`POST ${pathOf(authApi.logout)}`]: { status: 204 } });
    await expect(callRoute(authApi.logout)).resolves.toBeUndefined();
  });

  it('uses the route method for PUT and DELETE', async () => {
    const path = pathOf(qrApi.cancel, { channel: 'KBANK' });
    const { calls } = mockFetch({ [`DELETE ${path}`]: { body: qrState } });
    const reply = await callRoute(qrApi.cancel, { params: { channel: 'KBANK' }, body: { qrcodeId: 'q1' } });
    expect(reply).toEqual(qrState);
    expect(calls[0]).toMatchObject({ method: 'DELETE', path, body: { qrcodeId: 'q1' } });
  });

  it('redirects on a session-ending code like every call', async () => {
    saveToken('tok', true);
    mockFetch({
      [`GET ${pathOf(homeApi.wallet)}`]: { status: 401, body: { message: 'EXPIRED_AUTH_TOKEN' } },
    });
    await expect(callRoute(homeApi.wallet)).rejects.toMatchObject({ code: 'EXPIRED_AUTH_TOKEN' });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
