import { STORAGE_KEYS } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, saveToken } from './session.ts';

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered token in localStorage and a session token in sessionStorage', () => {
    saveToken('persistent', true);
    expect(localStorage.getItem('token')).toBe('persistent');
    saveToken('tab-only', false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('tab-only');
    expect(getToken()).toBe('tab-only');
  });

  it('clears token, agreement flag and last sync but keeps the language and invite code', () => {
    saveToken('t', true);
    localStorage.setItem(STORAGE_KEYS.rememberAgreement, 'true');
    localStorage.setItem(STORAGE_KEYS.lastSync, '2025-01-01');
    localStorage.setItem(STORAGE_KEYS.locale, 'en');
    localStorage.setItem(STORAGE_KEYS.code, 'PR1');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberAgreement)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.code)).toBe('PR1');
  });
});
