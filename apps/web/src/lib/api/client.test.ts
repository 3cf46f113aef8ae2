import {
  accountApi,
  authApi,
  homeApi,
  loginReply,
  lookupApi,
  pathOf,
  STORAGE_KEYS,
  withdrawApi,
} from '@wallet/contract';
import { ApiError } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveToken } from '../session/session.ts';
import { apiRequest } from './client.ts';
import { setApiNavigator } from './navigator.ts';

const navigate = vi.fn();
let restoreNavigator: () => void;

beforeEach(() => {
  navigate.mockReset();
  restoreNavigator = setApiNavigator(navigate);
});
afterEach(() => {
  restoreNavigator();
  vi.useRealTimers();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: requests', () => {
  it('sends X-Requested-With, JSON and the bearer token when one is held', async () => {
    saveToken('tok-1', true);
    const { calls } = mockFetch({ 'POST /api/login': { body: { token: 't', expiresAt: 'x' } } });
    await apiRequest(pathOf(authApi.login), {
      method: 'POST',
      body: { username: '0812345678', password: 'pw' },
      schema: loginReply,
    });
    const call = calls[0]!;
    expect(call.headers.get('X-Requested-With')).toBe('wallet-user');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ username: '0812345678', password: 'pw' });
    // A cached 410 `gone` would keep a reopened site closed.
    expect(call.cache).toBe('no-store');
  });

  it('adds extra headers, but never lets them replace the token or the JSON type', async () => {
    saveToken('tok-1', true);
    const { calls } = mockFetch({ 'POST /api/wallet/withdrawAll': { status: 204 } });
    await apiRequest(pathOf(withdrawApi.withdrawAll), {
      method: 'POST',
      body: { amount: 1 },
      headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer other' },
    });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
    await apiRequest(pathOf(lookupApi.active), {
      schema: { safeParse: (v) => ({ success: true, data: v }) },
    });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('parses the answer with the contract schema and rejects a malformed answer', async () => {
    mockFetch({ 'POST /api/login': { body: { token: 42 } } });
    const error = await caught(
      apiRequest(pathOf(authApi.login), { method: 'POST', body: {}, schema: loginReply }),
    );
    expect(error.kind).toBe('invalid-reply');
  });

  it('returns nothing for a 204 when no schema is given', async () => {
    mockFetch({ 'POST /api/logout': { status: 204 } });
    await expect(apiRequest(pathOf(authApi.logout), { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('api client: errors', () => {
  it('throws the server code as a typed ApiError', async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { message: 'WRONG_CREDENTIAL' } } });
    const error = await caught(
      apiRequest(pathOf(authApi.login), { method: 'POST', body: {}, schema: loginReply }),
    );
    expect(error.code).toBe('WRONG_CREDENTIAL');
    expect(error.errorCode).toBe('WRONG_CREDENTIAL');
    expect(error.status).toBe(401);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps an unknown server message raw', async () => {
    mockFetch({ [`GET ${pathOf(homeApi.wallet)}`]: { status: 400, body: { message: 'Something custom' } } });
    const error = await caught(apiRequest(pathOf(homeApi.wallet)));
    expect(error.code).toBe('Something custom');
    expect(error.errorCode).toBeNull();
  });

  it('sends the user to /terminated when the site is gone, keeping the session', async () => {
    saveToken('tok', true);
    mockFetch({ 'GET /api/lookup/active': { status: 410, body: { message: 'gone' } } });
    const error = await caught(apiRequest(pathOf(lookupApi.active)));
    expect(error.code).toBe('gone');
    expect(navigate).toHaveBeenCalledWith('/terminated');
    expect(getToken()).toBe('tok');
  });

  it.each(['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'INVALID_USER_1', 'INVALID_USER_4'])(
    '%s clears the session and sends the user to /login',
    async (code) => {
      saveToken('tok', true);
      localStorage.setItem(STORAGE_KEYS.lastSync, 'x');
      mockFetch({ 'GET /api/account/profile': { status: 401, body: { message: code } } });
      await caught(apiRequest(pathOf(accountApi.profile)));
      expect(getToken()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login');
    },
  );

  it('logs a locked member out (INACTIVE_USER on a call with a session), issue 10', async () => {
    saveToken('tok', true);
    mockFetch({ 'GET /api/account/profile': { status: 403, body: { message: 'INACTIVE_USER' } } });
    await caught(apiRequest(pathOf(accountApi.profile)));
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a one-time password’s session to the new-password screen and keeps it (ADR 0053)', async () => {
    saveToken('tok', true);
    mockFetch({ 'GET /api/wallet': { status: 403, body: { message: 'PASSWORD_CHANGE_REQUIRED' } } });
    const error = await caught(apiRequest('/api/wallet'));
    expect(error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(getToken()).toBe('tok');
    expect(navigate).toHaveBeenCalledWith('/user/new-password');
  });

  it('leaves INACTIVE_USER to the login form when no session was sent', async () => {
    mockFetch({ 'POST /api/login': { status: 403, body: { message: 'INACTIVE_USER' } } });
    const error = await caught(
      apiRequest('/api/login', { method: 'POST', body: { username: 'x', password: 'y' } }),
    );
    expect(error.code).toBe('INACTIVE_USER');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a network failure as NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(apiRequest(pathOf(homeApi.wallet)));
    expect(error.kind).toBe('network');
  });

  it('never sends a money call again by itself when the connection drops (issue 11)', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const headers = { 'Idempotency-Key': 'k'.repeat(32) };
    const error = await caught(
      apiRequest(pathOf(withdrawApi.withdraw), { method: 'POST', body: { amount: 100 }, headers }),
    );
    expect(error.kind).toBe('network');
    // One attempt: only the member's own retry sends it again, with the same key (SubmissionKeys).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers).get('Idempotency-Key')).toBe(
      'k'.repeat(32),
    );
  });
});

describe('api client: timeout', () => {
  /** A server that never answers, but honours abort like the real fetch. */
  function hangingFetch() {
    return vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  it('gives up after 60 s with a TIMEOUT error, not before', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const promise = caught(apiRequest(pathOf(homeApi.refresh)));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await promise;
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe('TIMEOUT');
  });

  it('passes a caller abort through as an AbortError, not an ApiError', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const promise = apiRequest(pathOf(homeApi.refresh), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
