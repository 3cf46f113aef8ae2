import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { MONEY_TEST_ENV, fundedPlayer } from '../money.ts';
import { makeOperator } from '../kits/operators.ts';
import { setSlipWindow } from '../kits/slip.ts';
import { startS3Server, type S3Server } from '../kits/s3-server.ts';
import { keepOneOfEach, keptOnDisk } from '../kits/stored-files.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * Two API nodes on one PostgreSQL, one Redis and one S3-compatible bucket (issue 40, ADR 0140):
 * each node has its own UPLOAD_DIR, as two machines would, and serves the files the other kept.
 */
const prefix = testPrefix();
const BUCKET = 'wallet-two-nodes';
let s3: S3Server;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  const env = {
    ...MONEY_TEST_ENV,
    ...s3.env(BUCKET),
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: prefix,
    OPERATOR_LOGIN_LIMIT_PER_IP: '1000',
  };
  first = await createTestApp(env);
  second = await createTestApp(env, { sameDatabaseAs: first });
  await setSlipWindow(first, 'open');
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  await flushPrefix(prefix);
});

describe('files across two nodes with STORAGE=s3', () => {
  it('a slip, a chat image and a site image kept through node A open through node B; neither node writes to its disk', async () => {
    expect(first.config.UPLOAD_DIR).not.toBe(second.config.UPLOAD_DIR);
    const member = await fundedPlayer(first, 0);
    const finance = await makeOperator(first, 'finance');
    const admin = await makeOperator(first, 'admin');
    const kept = await keepOneOfEach(first, member, { finance, admin });
    for (const file of kept) {
      // The operator (slip), the member (chat) and anyone (site image) read it through node B.
      const served = await second.app.inject({ method: 'GET', url: await file.link(second) });
      expect(served.statusCode, file.kind).toBe(200);
      expect(served.headers['content-type'], file.kind).toBe(file.type);
      expect(served.rawPayload.equals(file.data), file.kind).toBe(true);
    }
    expect(await keptOnDisk(first)).toEqual([]);
    expect(await keptOnDisk(second)).toEqual([]);
  });
});
