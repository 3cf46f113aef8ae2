import { describe, expect, it } from 'vitest';
import { accountApi, authApi, otpApi } from '@wallet/contract';
import { createTestApp } from '../../test/harness.ts';

/** The API docs (ADR 0052): on in development and test, off in production unless API_DOCS=true. */
describe('/api/docs', () => {
  it('serves the OpenAPI document generated from the contract when on', async () => {
    const t = await createTestApp({ API_DOCS: 'true' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const document = response.json();
      expect(
        document.paths[authApi.login.path].post.requestBody.content['application/json'].schema.required,
      ).toEqual(expect.arrayContaining(['username', 'password']));
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([accountApi.register.path, otpApi.send.path]),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('serves neither the document nor its page in production by default', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 404,
          body: { message: 'NO_DATA' },
        });
      }
      expect(t.config.apiDocs).toBe(false);
    } finally {
      await t.close();
    }
  });
});
