import { describe, expect, it } from 'vitest';
import { forgetInviteCode, resolveInviteCode } from './invite-code.ts';

describe('invite code', () => {
  it('takes ?code=, stores it and locks the field', () => {
    expect(resolveInviteCode('?code=PR42')).toEqual({ code: 'PR42', locked: true });
    expect(localStorage.getItem('code')).toBe('PR42');
  });

  it('keeps a stored code on later visits without the query', () => {
    localStorage.setItem('code', 'PR7');
    expect(resolveInviteCode('')).toEqual({ code: 'PR7', locked: true });
  });

  it('leaves the field free when there is no code', () => {
    expect(resolveInviteCode('?x=1')).toEqual({ code: '', locked: false });
    localStorage.setItem('code', 'PR7');
    forgetInviteCode();
    expect(resolveInviteCode('')).toEqual({ code: '', locked: false });
  });
});
