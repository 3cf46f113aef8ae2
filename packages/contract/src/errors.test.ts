import { describe, expect, it } from 'vitest';
import { errorCodes, isOperatorErrorCode, operatorErrorCodes } from './errors.ts';
import { backofficeRoutes } from './backoffice/routes.ts';
import { allRoutes } from './routes/index.ts';

describe('operator-only error codes', () => {
  it('no route a member or a visitor calls declares one (the member app has no text for them)', () => {
    const operatorRoutes = new Set<unknown>(backofficeRoutes);
    const memberRoutes = allRoutes.filter((route) => !operatorRoutes.has(route));
    const declared = memberRoutes.flatMap((route) =>
      (route.codes ?? []).filter(isOperatorErrorCode).map((code) => `${route.method} ${route.path}: ${code}`),
    );
    expect(declared).toEqual([]);
  });

  it('each is one an operator route declares, and a code of the one catalogue', () => {
    const operatorDeclared = new Set(backofficeRoutes.flatMap((route) => route.codes ?? []));
    for (const code of operatorErrorCodes) {
      expect(errorCodes, code).toContain(code);
      expect(operatorDeclared.has(code), code).toBe(true);
    }
  });
});
