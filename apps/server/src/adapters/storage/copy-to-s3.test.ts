import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, S3RVER_KEY, type S3Server } from '../../../test/kits/s3-server.ts';
import { copyDiskToS3 } from './copy-to-s3.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';

/*
 * npm run storage:migrate (ADR 0141): a populated disk store moves to a real S3 API, each file
 * verified; a second run copies nothing; a run cut short resumes with what is missing or wrong.
 */
const BUCKET = 'wallet-migrate';
let s3server: S3Server;
let s3: S3Storage;
let root: string;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  s3server = await startS3Server([BUCKET, 'wallet-migrate-cli']);
  s3 = new S3Storage({
    endpoint: s3server.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    timeoutMs: 3000,
  });
  root = await mkdtemp(path.join(os.tmpdir(), 'wallet-migrate-'));
  const disk = new LocalDiskStorage(root);
  for (const [key, size] of [
    ['slips/Ab-c_1.png', 30_000],
    ['slips/zz9.jpg', 12_000],
    ['chat/0a1b2c.mp4', 900_000],
    ['site-images/ff00.webp', 5_000],
  ] as const) {
    const data = randomBytes(size);
    files.set(key, data);
    await disk.put(key, data);
  }
  // Not kept files: a half-written leftover, and a folder that is not the site's.
  await writeFile(path.join(root, 'slips/half.png.1a2b.tmp'), 'partial');
  await mkdir(path.join(root, 'sandbox-games'), { recursive: true });
  await writeFile(path.join(root, 'sandbox-games/books.jsonl'), '{}');
});

afterAll(async () => {
  s3?.close();
  await s3server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('copyDiskToS3', () => {
  it('copies every kept file, byte for byte, and leaves out what is not one', async () => {
    const report = await copyDiskToS3(root, s3);
    expect(report.copied).toEqual([...files.keys()].sort());
    expect(report.failed).toEqual([]);
    for (const [key, data] of files) expect((await s3.get(key))!.equals(data)).toBe(true);
    expect(await s3.get('sandbox-games/books.jsonl')).toBeUndefined();
  });

  it('a second run copies nothing', async () => {
    const report = await copyDiskToS3(root, s3);
    expect(report).toEqual({ copied: [], present: [...files.keys()].sort(), failed: [] });
  });

  it('resumes: copies again only a file missing from the bucket or different there', async () => {
    await s3.delete('slips/zz9.jpg');
    // Same key, same size, other bytes (a copy cut short, a file put by hand): caught by its sha256.
    await s3.put('chat/0a1b2c.mp4', randomBytes(900_000));
    const report = await copyDiskToS3(root, s3);
    expect(report.copied).toEqual(['chat/0a1b2c.mp4', 'slips/zz9.jpg']);
    expect((await s3.get('chat/0a1b2c.mp4'))!.equals(files.get('chat/0a1b2c.mp4')!)).toBe(true);
    expect((await copyDiskToS3(root, s3)).copied).toEqual([]);
  });

  it('npm run storage:migrate copies, then copies nothing; exit 0 both times', async () => {
    const env = {
      ...process.env,
      UPLOAD_DIR: root,
      ...s3server.env('wallet-migrate-cli'),
    };
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/storage-migrate.ts'], {
        env,
        cwd: path.resolve(import.meta.dirname, '../../..'),
      });
    const first = await run();
    expect(first.stdout).toContain('storage:migrate: 4 copied, 0 already there, 0 failed');
    const second = await run();
    expect(second.stdout).toContain('storage:migrate: 0 copied, 4 already there, 0 failed');
  });

  it('with the bucket unreachable, every file is reported failed and none is lost from disk', async () => {
    const gone = new S3Storage({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: BUCKET,
      forcePathStyle: true,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      timeoutMs: 500,
    });
    const report = await copyDiskToS3(root, gone);
    gone.close();
    expect(report.failed.map((f) => f.key)).toEqual([...files.keys()].sort());
    const disk = new LocalDiskStorage(root);
    for (const [key, data] of files) expect((await disk.get(key))!.equals(data)).toBe(true);
  });
});
