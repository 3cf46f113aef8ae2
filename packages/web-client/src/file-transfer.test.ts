import { chatOperatorApi, reportsOperatorApi } from '@wallet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { downloadFile } from './download.ts';
import { mockXhr } from './test/fake-xhr.ts';
import { uploadFile } from './upload.ts';

const client = createApiClient({ base: 'https://api.example', token: () => 'op-token' });

afterEach(() => vi.unstubAllGlobals());

describe('files through the client', () => {
  it('uploads to a route with path values, with the client’s token, parsed by the route’s reply', async () => {
    const sent = mockXhr();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const reply = uploadFile(client, chatOperatorApi.upload, file, {
      params: { conversationId: 12 },
      query: { kind: 'image' },
    });
    expect(sent[0]!.url).toBe('https://api.example/api/backoffice/chat/conversations/12/upload?kind=image');
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer op-token');
    sent[0]!.respond(200, { path: '/chat/a.png', fileType: 'image' });
    await expect(reply).resolves.toEqual({ path: '/chat/a.png', fileType: 'image' });
  });

  it('downloads a file route’s answer as a Blob; a refusal is thrown as the API’s error', async () => {
    const fetchMock = vi.fn(async () => new Response('a,b\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const query = { kind: 'deposits', from: '2026-01-01', to: '2026-01-31' };
    const blob = await downloadFile(client, reportsOperatorApi.exportReport, { query });
    expect(await blob.text()).toBe('a,b\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.example/api/backoffice/reports/export?${new URLSearchParams(query)}`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer op-token');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'INVALID_DATE_RANGE' }), { status: 400 }),
    );
    const refusal = await downloadFile(client, reportsOperatorApi.exportReport, { query }).catch(
      (error) => error,
    );
    expect(isApiError(refusal) && refusal.message).toBe('INVALID_DATE_RANGE');
  });
});
