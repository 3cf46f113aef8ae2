import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@wallet/contract';
import { createTestApp, type TestApp } from './harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf } from './money.ts';
import { sampleFile, uploadChat } from './kits/chat.ts';
import { makeOperator, type TestOperator } from './kits/operators.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from './kits/slip.ts';
import { startS3Server, type S3Server } from './kits/s3-server.ts';
import { keepOneOfEach, keptOnDisk, type KeptFile } from './kits/stored-files.ts';

/*
 * One node with STORAGE=s3 on a real S3 API (ADR 0140): every kind of file lands in the bucket
 * and none on disk; a missing bucket stops the start in words; when the store stops answering,
 * uploads say so and nothing is credited or recorded for a file that was not kept.
 */
const BUCKET = 'wallet-app';
let s3: S3Server;
let t: TestApp;
let finance: TestOperator;
let admin: TestOperator;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  t = await createTestApp({ ...MONEY_TEST_ENV, ...s3.env(BUCKET), OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
  finance = await makeOperator(t, 'finance');
  admin = await makeOperator(t, 'admin');
  await setSlipWindow(t, 'open');
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function readBack(file: KeptFile) {
  return t.app.inject({ method: 'GET', url: await file.link(t) });
}

describe('STORAGE=s3', () => {
  it('refuses to start on a bucket that does not exist, naming S3_BUCKET and the bucket', async () => {
    await expect(createTestApp(s3.env('no-such-bucket'))).rejects.toThrow(
      /S3_BUCKET: the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not exist/,
    );
  });

  let kept: KeptFile[];
  it('keeps slips, chat images and site images in the bucket, serves them, and writes nothing under UPLOAD_DIR', async () => {
    const member = await fundedPlayer(t, 0);
    kept = await keepOneOfEach(t, member, { finance, admin });
    for (const file of kept) {
      const served = await readBack(file);
      expect(served.statusCode, file.kind).toBe(200);
      expect(served.headers['content-type'], file.kind).toBe(file.type);
      expect(served.rawPayload.equals(file.data), file.kind).toBe(true);
    }
    expect(await keptOnDisk(t)).toEqual([]);
  });

  it('with the store down: an upload answers its failure, nothing is credited or recorded, a read says FILE_STORAGE_FAIL', async () => {
    const member = await fundedPlayer(t, 0);
    const { image } = await sandboxSlip(t, { amount: 75, username: await usernameOf(t, member) });
    await s3.close();

    const slip = await uploadSlip(t, member, image);
    expect(slip).toEqual({ statusCode: 502, body: { message: 'SLIP_UPLOAD_FAIL' } });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
    const { rows } = await t.database.pool.query('SELECT id FROM slips WHERE member_id = $1', [
      member.memberId,
    ]);
    expect(rows).toEqual([]);

    const chat = await uploadChat(t, member, 'image', sampleFile.png(2000));
    expect(chat.statusCode).toBe(503);
    expect(chat.json()).toEqual({ message: 'FILE_STORAGE_FAIL' });

    for (const file of kept) {
      const served = await readBack(file);
      expect(served.statusCode, file.kind).toBe(503);
      expect(served.json(), file.kind).toEqual({ message: 'FILE_STORAGE_FAIL' });
    }
    expect(chatApi.uploadImage.codes).toContain('FILE_STORAGE_FAIL');
  });
});
