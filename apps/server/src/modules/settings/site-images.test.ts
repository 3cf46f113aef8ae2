import { beforeAll, describe, expect, it } from 'vitest';
import { settingsOperatorApi, settingTablesApi, siteImagesApi, siteImagesPublicApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { sampleFile } from '../../../test/kits/chat.ts';
import { multipart } from '../../../test/kits/slip.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';

/** Operators' site images (ADR 0108): the chat's byte-checked upload path, a public site path back. */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
let admin: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
});

const MB = 1024 * 1024;

function upload(by: TestOperator, data: Buffer, filename = 'qr.png') {
  const form = multipart([{ name: 'file', filename, type: 'application/octet-stream', data }]);
  return call(t.app, siteImagesApi.upload, {
    body: form.payload,
    headers: { ...by.headers, 'content-type': form.contentType },
  });
}

describe('site images', () => {
  it('an admin uploads the LINE QR: audited, served to anyone by its path, and the contact setting takes it', async () => {
    const png = sampleFile.png(5000);
    const uploaded = await upload(admin, png);
    expect(uploaded.statusCode).toBe(200);
    const { path } = uploaded.json() as { path: string };
    expect(path).toMatch(/^\/api\/site-images\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", after FROM operator_audit WHERE action = 'settings.image_upload'`,
    );
    expect(rows).toEqual([{ operatorId: admin.id, after: { path, type: 'image/png', bytes: 5000 } }]);

    const lookup = await call(t.app, settingsOperatorApi.lookup.read, { headers: admin.headers });
    const { contact } = lookup.json() as { contact: Record<string, unknown> };
    const changed = await call(t.app, settingsOperatorApi.lookup.change, {
      headers: admin.headers,
      body: { contact: { ...contact, lineQR: path } as never },
    });
    expect(changed.statusCode).toBe(200);
    // A game's logo takes one as well.
    const games = await call(t.app, settingTablesApi.games.list, { headers: admin.headers });
    const { code, ...row } = (games.json() as { rows: { code: string }[] }).rows[0]!;
    const saved = await call(t.app, settingTablesApi.games.save, {
      headers: admin.headers,
      params: { code },
      body: { ...(row as object), logo: path } as never,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses by the bytes, not the name: a text file named .png, a video; too large while it streams; no file', async () => {
    for (const data of [Buffer.from('just text, not an image'.repeat(10)), sampleFile.mp4()]) {
      const refused = await upload(admin, data, 'logo.png');
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ message: 'IMAGE_UNSUPPORTED' });
    }
    const large = await upload(admin, sampleFile.png(2 * MB + 1));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'IMAGE_TOO_LARGE' });
    expect((await upload(admin, sampleFile.png(2 * MB))).statusCode).toBe(200);
    const empty = await call(t.app, siteImagesApi.upload, { headers: admin.headers, body: {} as never });
    expect(empty.json()).toEqual({ message: 'IMAGE_NO_FILE' });
  });

  it('a support operator may not upload; an unknown image is NO_DATA', async () => {
    const refused = await upload(support, sampleFile.png());
    expect(refused.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    const missing = await call(t.app, siteImagesPublicApi.file, {
      params: { file: `${'0'.repeat(32)}.png` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'NO_DATA' });
  });
});
