import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SLIP_MAX_BYTES, slipApi } from '@wallet/contract';
import { useFundedMember, useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, post, walletOf } from '../../../../test/money.ts';
import { sandboxSlipPng } from '../../../adapters/slip-verifier/sandbox-slip-image.ts';
import { multipart, sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import { call } from '../../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV);
const member = useFundedMember(t, 0);
beforeAll(() => setSlipWindow(t, 'open'));

function blankPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}

/** A PNG signature and header claiming `side` x `side` pixels, with no image data behind it. */
function pngHeaderOnly(side: number): Buffer {
  const header = Buffer.from(blankPng(200, 200).subarray(0, 33));
  header.writeUInt32BE(side, 16);
  header.writeUInt32BE(side, 20);
  return header;
}

async function slipCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM slips WHERE member_id = $1',
    [member.memberId],
  );
  return rows[0]!.n;
}

async function sendForm(parts: Parameters<typeof multipart>[0]) {
  const form = multipart(parts);
  const response = await call(t.app, slipApi.upload, {
    body: form.payload,
    headers: { ...member.headers, 'content-type': form.contentType },
  });
  return { statusCode: response.statusCode, body: response.json() as unknown };
}

describe('what POST /api/wallet/slip accepts', () => {
  it('answers SLIP_NO_FILE without a file part, and stores nothing', async () => {
    const before = await slipCount();
    expect(await sendForm([{ name: 'note', data: 'hello' }])).toEqual({
      statusCode: 400,
      body: { message: 'SLIP_NO_FILE' },
    });
    const image = blankPng(200, 200);
    expect(await sendForm([{ name: 'image', filename: 'slip.png', type: 'image/png', data: image }])).toEqual(
      {
        statusCode: 400,
        body: { message: 'SLIP_NO_FILE' },
      },
    );
    const json = await post(t.app, member, slipApi.upload, { file: 'x' });
    expect([json.statusCode, json.json()]).toEqual([400, { message: 'SLIP_NO_FILE' }]);
    expect(await slipCount()).toBe(before);
  });

  it('answers SLIP_INVALID_FILE for anything but PNG or JPEG, whatever its name and declared type', async () => {
    const before = await slipCount();
    for (const data of [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), Buffer.from('just some text')]) {
      expect(await sendForm([{ name: 'file', filename: 'slip.png', type: 'image/png', data }])).toEqual({
        statusCode: 400,
        body: { message: 'SLIP_INVALID_FILE' },
      });
    }
    expect(await slipCount()).toBe(before);
  });

  it('answers SLIP_INVALID_FILE for a file over the size cap', async () => {
    const before = await slipCount();
    const big = Buffer.concat([blankPng(200, 200), Buffer.alloc(SLIP_MAX_BYTES)]);
    expect(await sendForm([{ name: 'file', filename: 'slip.png', type: 'image/png', data: big }])).toEqual({
      statusCode: 400,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    expect(await slipCount()).toBe(before);
  });

  it.each([
    ['an image with no QR', () => blankPng(400, 600), 'UNSTABLE_REFNO_ON_SLIP'],
    ['a QR that is not a slip', () => sandboxSlipPng('https://example.com/not-a-slip'), 'INVALID_SLIP'],
    [
      'a slip QR with a broken checksum',
      () => sandboxSlipPng('0041000600000101030040220015073144041ATF009995102TH91040000'),
      'INVALID_SLIP',
    ],
    ['an image too small to hold a slip', () => blankPng(40, 40), 'IMG_SIZE_UNABLE_TO_PROCESS'],
    ['a truncated image', () => sandboxSlipPng('hello').subarray(0, 400), 'CANNOT_READ_CROPPED_IMAGE'],
  ])('keeps %s as a FAILED slip with a note', async (_name, image, note) => {
    const { statusCode, body } = await uploadSlip(t, member, image());
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'FAILED', note, amount: 0 });
  });

  it.each([
    ['a header claiming 50000 x 50000 pixels', () => pngHeaderOnly(50_000)],
    ['a JPEG with no frame header', () => Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ])('refuses %s by its header (SLIP_INVALID_FILE), keeping nothing (ADR 0027)', async (_name, image) => {
    const before = await slipCount();
    expect(await uploadSlip(t, member, image())).toEqual({
      statusCode: 400,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    expect(await slipCount()).toBe(before);
  });

  it('answers SLIP_UPLOAD_FAIL when the image cannot be stored, and records nothing', async () => {
    const before = await slipCount();
    const slipsDir = path.join(t.config.UPLOAD_DIR, 'slips');
    await rm(slipsDir, { recursive: true, force: true });
    await writeFile(slipsDir, 'not a folder');
    const username = await usernameOf(t, member);
    const { image } = await sandboxSlip(t, { amount: 10, username });
    expect(await uploadSlip(t, member, image)).toEqual({
      statusCode: 502,
      body: { message: 'SLIP_UPLOAD_FAIL' },
    });
    await rm(slipsDir);
    expect(await slipCount()).toBe(before);
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });

  it('stores every accepted image under the upload folder', async () => {
    const files = await readdir(path.join(t.config.UPLOAD_DIR, 'slips')).catch(() => []);
    const { body } = await uploadSlip(t, member, blankPng(300, 300));
    const after = await readdir(path.join(t.config.UPLOAD_DIR, 'slips'));
    expect(after).toHaveLength(files.length + 1);
    expect(after).toContain(`${body.reference}.png`);
  });

  it("answers SLIP_UPLOAD_CLOSED (409, the member's timing, not our failure) while upload is closed, and credits nothing", async () => {
    const username = await usernameOf(t, member);
    const { image } = await sandboxSlip(t, { amount: 10, username });
    await setSlipWindow(t, 'closed');
    const before = await slipCount();
    expect(await uploadSlip(t, member, image)).toEqual({
      statusCode: 409,
      body: { message: 'SLIP_UPLOAD_CLOSED' },
    });
    expect(await slipCount()).toBe(before);
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });
});
