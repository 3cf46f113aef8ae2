import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { siteActiveLoader } from './site-active-loader.ts';

const args = () => ({ request: new Request('http://localhost/login') });

function redirectTarget(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('siteActiveLoader', () => {
  it('lets /login render while the site is active', async () => {
    mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
    expect(await siteActiveLoader(args())).toBeNull();
  });

  it('redirects to /terminated when the server answers gone', async () => {
    mockFetch({ 'GET /api/lookup/active': { status: 410, body: { message: 'gone' } } });
    expect(redirectTarget(await siteActiveLoader(args()))).toBe('/terminated');
  });

  it('redirects to /terminated when the lookup says inactive', async () => {
    mockFetch({ 'GET /api/lookup/active': { body: { active: false } } });
    expect(redirectTarget(await siteActiveLoader(args()))).toBe('/terminated');
  });

  it('does not lock members out when the lookup fails for another reason', async () => {
    mockFetch({ 'GET /api/lookup/active': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    expect(await siteActiveLoader(args())).toBeNull();
  });
});
