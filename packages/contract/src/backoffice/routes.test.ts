import { describe, expect, it } from 'vitest';
import { codesOf } from '../routes/define.ts';
import { isErrorCode } from '../errors.ts';
import { backofficeRoutes, operatorAuthApi, operatorEnrolmentApi } from './routes.ts';
import { operatorRoles } from './roles.ts';

describe('back-office routes', () => {
  it('all live under /api/backoffice and only sign-in and the enrolment link go without an operator', () => {
    const open: unknown[] = [operatorAuthApi.login, operatorEnrolmentApi.offer, operatorEnrolmentApi.enrol];
    for (const route of backofficeRoutes) {
      expect(route.path.startsWith('/api/backoffice/')).toBe(true);
      if (open.includes(route)) expect(route.access).toBe('public');
      else expect(route.access, route.path).toBe('operator');
    }
  });

  it('every operator route names at least one known role', () => {
    for (const route of backofficeRoutes.filter((r) => r.access === 'operator')) {
      expect(route.roles?.length, route.path).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(operatorRoles).toContain(role);
    }
  });

  it('operator routes answer the operator session codes, not the member ones', () => {
    const me = backofficeRoutes.find((r) => r.path === '/api/backoffice/auth/me')!;
    expect(codesOf(me)).toEqual(
      expect.arrayContaining(['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'FORBIDDEN_ROLE']),
    );
    expect(codesOf(me)).not.toContain('INVALID_USER_2');
    for (const route of backofficeRoutes)
      for (const code of codesOf(route)) expect(isErrorCode(code)).toBe(true);
  });

  it('only the TOTP enrolment is open to a session that must enrol; every other operator route says why it is not', () => {
    const open = backofficeRoutes.filter((route) => route.enrolment);
    expect(open).toEqual([operatorAuthApi.enrolTotp]);
    expect(codesOf(operatorAuthApi.enrolTotp)).not.toContain('TOTP_ENROLMENT_REQUIRED');
    for (const route of backofficeRoutes.filter((r) => r.access === 'operator' && !r.enrolment))
      expect(codesOf(route), route.path).toContain('TOTP_ENROLMENT_REQUIRED');
  });

  it('sign-in answers one code for any wrong factor (it no longer says which one failed)', () => {
    expect(operatorAuthApi.login.codes).toContain('WRONG_CREDENTIAL');
    expect(operatorAuthApi.login.codes).not.toContain('TOTP_INVALID');
  });

  it('no two routes share a method and path', () => {
    const keys = backofficeRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
