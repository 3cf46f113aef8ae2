import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, S3RVER_KEY, type S3Server } from '../../../test/kits/s3-server.ts';
import { StorageUnavailable } from './port.ts';
import { PART_BYTES, S3Storage, type S3StorageOptions } from './s3.ts';

/*
 * The S3 adapter against a real S3 API (s3rver on a loopback port; it knows its
 * access key but checks no SigV4 signature, so wrong credentials here are an unknown key id):
 * what the slip, chat and site-image paths rely on, and how it fails (ADR 0140).
 */
const BUCKET = 'wallet-files';
let s3: S3Server;
let storage: S3Storage;
const made: S3Storage[] = [];

function storageWith(overrides: Partial<S3StorageOptions> = {}): S3Storage {
  const one = new S3Storage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    timeoutMs: 3000,
    ...overrides,
  });
  made.push(one);
  return one;
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  storage = storageWith();
});

afterAll(async () => {
  for (const one of made) one.close();
  await s3?.close();
});

const key = (extension = 'png') => `slips/${randomBytes(9).toString('base64url')}.${extension}`;

/** A stream of `total` random bytes in chunks, failing with `failWith` after `failAfter` bytes. */
function streamOf(data: Buffer, failAfter?: number, failWith?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < data.length; at += 256 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw failWith;
        yield data.subarray(at, at + 256 * 1024);
      }
    })(),
  );
}

describe('S3Storage on an S3-compatible server', () => {
  it('starts on a bucket that exists', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses to start on a missing bucket, naming S3_BUCKET and the bucket', async () => {
    await expect(storageWith({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /S3_BUCKET: the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not exist/,
    );
  });

  it('refuses to start with a key the service does not know, naming the credential variables', async () => {
    await expect(storageWith({ accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }).check()).rejects.toThrow(
      /S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: refused by the bucket wallet-files/,
    );
  });

  it('refuses to start when the endpoint does not answer, naming S3_ENDPOINT', async () => {
    await expect(storageWith({ endpoint: 'http://127.0.0.1:9', timeoutMs: 1000 }).check()).rejects.toThrow(
      /S3_ENDPOINT: the bucket wallet-files at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
  });

  it('keeps, reads, streams and deletes a file; a missing key is undefined', async () => {
    const name = key();
    const data = randomBytes(70_000);
    await storage.put(name, data);
    expect(await storage.get(name)).toEqual(data);
    const read = await storage.openRead(name);
    const parts: Buffer[] = [];
    for await (const chunk of read!) parts.push(chunk as Buffer);
    expect(Buffer.concat(parts)).toEqual(data);
    expect(await storage.stat(name)).toEqual({
      bytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    await storage.delete(name);
    expect(await storage.get(name)).toBeUndefined();
    expect(await storage.openRead(name)).toBeUndefined();
    expect(await storage.stat(name)).toBeUndefined();
  });

  it('refuses a key that could leave its folder, before any call', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('slips/../../x.png')).rejects.toThrow(/unsafe storage key/);
  });

  it('streams a file larger than a part in parts, byte for byte', async () => {
    const name = key('mp4');
    const data = randomBytes(PART_BYTES * 2 + 12_345);
    await storage.putStream(name, streamOf(data));
    expect((await storage.get(name))!.equals(data)).toBe(true);
  });

  it('streams a file of exactly one part', async () => {
    const name = key('mp4');
    const data = randomBytes(PART_BYTES);
    await storage.putStream(name, streamOf(data));
    expect((await storage.get(name))!.equals(data)).toBe(true);
  });

  it('a stream that fails (a file over its limit) rejects with its own error and leaves nothing', async () => {
    const tooLarge = new Error('too large');
    for (const failAfter of [1024 * 1024, PART_BYTES + 1024 * 1024]) {
      const name = key('mp4');
      await expect(
        storage.putStream(name, streamOf(randomBytes(PART_BYTES * 2), failAfter, tooLarge)),
      ).rejects.toBe(tooLarge);
      expect(await storage.get(name)).toBeUndefined();
    }
  });

  it('gives a presigned link that serves the file with its type, and refuses it past its lifetime', async () => {
    const name = key();
    const data = randomBytes(2048);
    await storage.put(name, data);
    const url = await storage.presignedGet(name, 60, 'image/png');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(data)).toBe(true);
    // Short-lived: past its lifetime the same link is refused.
    const brief = await storage.presignedGet(name, 1, 'image/png');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(brief)).status).toBe(403);
  });

  it('a store that stops answering fails every call as StorageUnavailable, within its deadline', async () => {
    const gone = storageWith({ endpoint: 'http://127.0.0.1:9', timeoutMs: 1000 });
    const started = Date.now();
    await expect(gone.put(key(), Buffer.from('slip'))).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(gone.get(key())).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(gone.putStream(key('mp4'), streamOf(randomBytes(1000)))).rejects.toBeInstanceOf(
      StorageUnavailable,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
