import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { siteActiveRedirect } from './site-active-check.ts';

describe('siteActiveRedirect', () => {
  it('lets /login stay while the site is active', async () => {
    mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
    expect(await siteActiveRedirect()).toBeNull();
  });

  it('sends the visitor to /terminated when the server answers gone', async () => {
    mockFetch({ 'GET /api/lookup/active': { status: 410, body: { message: 'gone' } } });
    expect(await siteActiveRedirect()).toBe('/terminated');
  });

  it('sends the visitor to /terminated when the lookup says inactive', async () => {
    mockFetch({ 'GET /api/lookup/active': { body: { active: false } } });
    expect(await siteActiveRedirect()).toBe('/terminated');
  });

  it('does not lock members out when the lookup fails for another reason', async () => {
    mockFetch({ 'GET /api/lookup/active': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    expect(await siteActiveRedirect()).toBeNull();
  });
});
