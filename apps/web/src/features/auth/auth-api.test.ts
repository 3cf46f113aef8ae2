import { authApi, CHAT_GUEST_HEADER, pathOf, STORAGE_KEYS } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from './auth-api.ts';

const LOGIN = `POST ${pathOf(authApi.login)}`;
const reply = { body: { token: 'tok', refreshToken: 'ref' } };

describe('login and the chat guest id (ADR 0102)', () => {
  afterEach(() => localStorage.clear());

  it("sends the widget's stored guest id with the login, so the server merges the guest's chat", async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'abc.sig');
    const { callsTo } = mockFetch({ [LOGIN]: reply });
    await login({ username: '0812345678', password: 'secret-123', isRemember: false }).catch(() => {});
    expect(callsTo(LOGIN)[0]!.headers.get(CHAT_GUEST_HEADER)).toBe('abc.sig');
  });

  it('sends no such header for a visitor who never chatted', async () => {
    const { callsTo } = mockFetch({ [LOGIN]: reply });
    await login({ username: '0812345678', password: 'secret-123', isRemember: false }).catch(() => {});
    expect(callsTo(LOGIN)[0]!.headers.has(CHAT_GUEST_HEADER)).toBe(false);
  });
});
