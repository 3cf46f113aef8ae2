import { pathOf, slipApi, UPLOAD_TIMEOUT_MS } from '@wallet/contract';
import { ApiError } from '@wallet/web-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockXhr } from '@wallet/web-client/test/xhr';
import { getToken, saveToken } from '../session/session.ts';
import { setApiNavigator } from './navigator.ts';
import { uploadFile } from './upload.ts';

const navigate = vi.fn();
let restoreNavigator: () => void;
beforeEach(() => {
  navigate.mockReset();
  restoreNavigator = setApiNavigator(navigate);
});
afterEach(() => restoreNavigator());

const slip = {
  reference: 'S1',
  createdAt: '2026-01-02T03:04:05.000Z',
  amount: 100,
  status: 'SUCCESS',
  note: null,
};
const file = () => new File(['png-bytes'], 'slip.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart with the token and a 300 s timeout, reporting progress', async () => {
    saveToken('tok-1', true);
    const sent = mockXhr();
    const progress: number[] = [];
    const done = uploadFile(slipApi.upload, file(), {
      idempotencyKey: 'k1',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(pathOf(slipApi.upload));
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(xhr.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(xhr.headers.get('Idempotency-Key')).toBe('k1');
    expect(xhr.headers.get('Content-Type')).toBeNull();
    expect((xhr.body?.get('file') as File).name).toBe('slip.png');
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, slip);
    expect(await done).toEqual(slip);
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns a refusal, a timeout and a lost connection into ApiErrors', async () => {
    const sent = mockXhr();
    const refused = uploadFile(slipApi.upload, file());
    sent[0]!.respond(400, { message: 'SLIP_INVALID_FILE' });
    await expect(refused).rejects.toMatchObject({ code: 'SLIP_INVALID_FILE', kind: 'server', status: 400 });

    const slow = uploadFile(slipApi.upload, file());
    sent[1]!.expire();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });

    const lost = uploadFile(slipApi.upload, file());
    sent[2]!.failNetwork();
    await expect(lost).rejects.toBeInstanceOf(ApiError);
    await expect(lost).rejects.toMatchObject({ kind: 'network' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const sent = mockXhr();
    const odd = uploadFile(slipApi.upload, file());
    sent[0]!.respond(200, { ok: true });
    await expect(odd).rejects.toMatchObject({ code: 'INVALID_REPLY' });
  });

  it('ends the session on a session-ending code, like every other call', async () => {
    saveToken('tok-1', true);
    const sent = mockXhr();
    const expired = uploadFile(slipApi.upload, file());
    sent[0]!.respond(401, { message: 'EXPIRED_AUTH_TOKEN' });
    await expect(expired).rejects.toMatchObject({ code: 'EXPIRED_AUTH_TOKEN' });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
