import { describe, expect, it } from 'vitest';

describe('building the app', () => {
  // In production (source maps on for our code, ADR 0209) the first stack trace formatted through the bundle
  // decodes its whole source map and keeps it: about 20 MB that a quiet server never needs
  // (ADR 0127). fastify-plugin formats one for every plugin made without a name, when the
  // plugin's module loads: so the app is imported here, after the spy is in place.
  it('formats no stack trace', async () => {
    const formatted: string[] = [];
    const previous = Error.prepareStackTrace;
    Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) => {
      formatted.push(`${error.name}: ${error.message} at ${frames[0]?.getFileName() ?? '?'}`);
      return previous ? previous(error, frames) : String(error);
    };
    try {
      const { createTestApp } = await import('./harness.ts');
      const made = await createTestApp({});
      await made.close();
    } finally {
      Error.prepareStackTrace = previous;
    }
    expect(formatted).toEqual([]);
  });
});
