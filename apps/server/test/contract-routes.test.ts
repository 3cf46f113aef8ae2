import { describe, expect, it } from 'vitest';
import { allRoutes, codesOf, httpStatusOf, type RouteDef } from '@wallet/contract';
import { useTestApp } from './fixture.ts';

/**
 * Registered as the sandbox is on, so the sandbox API is in the document too; the document is
 * asked for, since production (CI's second pass) has none by default.
 */
const t = useTestApp({ API_DOCS: 'true' });

interface Operation {
  description?: string;
  responses?: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (doc: OpenApi, route: RouteDef) =>
  doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

describe('the routes of the contract', () => {
  it('are each registered by the app, and the app registers no /api route the contract lacks', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const missing = allRoutes.filter((route) => !operationOf(doc, route)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const declared = new Set(allRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`));
    const undeclared = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => key.includes(' /api/') && !declared.has(key)),
    );
    expect(undeclared).toEqual([]);
  });

  it('document every catalogue code each route may answer in the OpenAPI output', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const undocumented = allRoutes.flatMap((route) => {
      const description = operationOf(doc, route)?.description ?? '';
      return codesOf(route)
        .filter((code) => !new RegExp(`\\b${code}\\b`).test(description))
        .map((code) => `${route.method} ${route.path}: ${code}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('declare only catalogue codes that answer an error status', () => {
    const notErrors = allRoutes.flatMap((route) =>
      route.codes.filter((code) => httpStatusOf(code) < 400).map((code) => `${route.path}: ${code}`),
    );
    expect(notErrors).toEqual([]);
  });

  it('are unique by method and path', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
