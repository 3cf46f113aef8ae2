import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { LineTeamAlerts } from './line.ts';

const TOKEN = 'aBcD+efGh/IjKl0123456789=';
const GROUP = `C${'0a1b2c3d'.repeat(4)}`;

/** LINE's error body (developers.line.biz/en/reference/messaging-api, "Error responses"). */
const failure = (status: number, message: string, details?: object[]): VendorAnswer => ({
  status,
  json: { message, ...(details ? { details } : {}) },
});

/** Answers as the published Messaging API does; the text picks the documented failure. */
const accepted = new Set<string>();
function answer(request: VendorRequest): VendorAnswer {
  if (request.headers.authorization !== `Bearer ${TOKEN}`)
    return failure(
      401,
      'Authentication failed. Confirm that the access token in the authorization header is valid.',
    );
  if (request.path === '/v2/bot/info')
    return {
      status: 200,
      json: {
        userId: `U${'f'.repeat(32)}`,
        basicId: '@123abcde',
        displayName: 'Team alerts',
        chatMode: 'bot',
      },
    };
  const body = JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as {
    to: string;
    messages: { type: string; text: string }[];
  };
  const retryKey = String(request.headers['x-line-retry-key']);
  if (accepted.has(retryKey))
    return { status: 409, json: { message: 'The retry key is already accepted', sentMessages: [] } };
  if (body.to !== GROUP)
    return failure(400, 'The request body has 1 error(s)', [{ message: 'Invalid to', property: 'to' }]);
  const text = body.messages[0]!.text;
  if (text === 'forbidden') return failure(403, 'Access to this API is not available for your account');
  if (text === 'quota') return failure(429, 'You have reached your monthly limit.');
  if (text === 'broken') return failure(500, 'Internal server error');
  if (text === 'hang') return 'hang';
  // Accepted, then lost on its way back to us: the retry of the same key must not deliver it twice.
  accepted.add(retryKey);
  if (text === 'lost') return 'hang';
  return { status: 200, json: { sentMessages: [{ id: '461230966842064897', quoteToken: 'q' }] } };
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const line = (token = TOKEN, to = GROUP) =>
  new LineTeamAlerts({ token, to, baseUrl: fake.url, timeoutMs: 300 });
const sentBody = (request: VendorRequest) =>
  JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as unknown;

describe('LineTeamAlerts', () => {
  it('pushes { to, messages: [text] } with the Bearer token and the retry key', async () => {
    const key = randomUUID();
    await line().send('ถอนรอ 25 นาที\nhttps://admin.example/backoffice/queues/withdrawals', key);
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/bot/message/push' });
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
      'x-line-retry-key': key,
    });
    expect(sentBody(sent)).toEqual({
      to: GROUP,
      messages: [{ type: 'text', text: 'ถอนรอ 25 นาที\nhttps://admin.example/backoffice/queues/withdrawals' }],
    });
  });

  it('a post that timed out after LINE accepted it is told once: its retry answers 409, counted as told', async () => {
    const key = randomUUID();
    await expect(line().send('lost', key)).rejects.toThrow(/no answer in time/);
    await expect(line().send('lost', key)).resolves.toBeUndefined();
    expect(fake.requests.at(-1)!.headers['x-line-retry-key']).toBe(key);
  });

  it('refuses a wrong token with the documented 401 and its message, never naming the token', async () => {
    const error = await line('wrong-token-123')
      .send('x', randomUUID())
      .catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'TeamAlertError',
      message: expect.stringMatching(/LINE answered HTTP 401 \(Authentication failed\. Confirm/),
    });
    expect(String(error)).not.toMatch(/wrong-token|aBcD/);
  });

  it('names the documented 400 with its first detail', async () => {
    await expect(line(TOKEN, `C${'9'.repeat(32)}`).send('x', randomUUID())).rejects.toMatchObject({
      name: 'TeamAlertError',
      message:
        'Team alert not sent: LINE answered HTTP 400 (The request body has 1 error(s): Invalid to at to)',
      retryAfterSeconds: undefined,
    });
  });

  it('403, 500 and no answer are not sent; a 429 (rate limit or quota) asks the run to wait', async () => {
    await expect(line().send('forbidden', randomUUID())).rejects.toThrow(
      /HTTP 403 \(Access to this API is not available for your account\)/,
    );
    await expect(line().send('broken', randomUUID())).rejects.toThrow(/HTTP 500 \(Internal server error\)/);
    await expect(line().send('hang', randomUUID())).rejects.toThrow(/no answer in time/);
    await expect(line().send('quota', randomUUID())).rejects.toMatchObject({
      message: expect.stringMatching(/HTTP 429 \(You have reached your monthly limit\.\)/),
      retryAfterSeconds: 60,
    });
  });

  it('checks the token with Get bot info, posting nothing', async () => {
    const posts = fake.requests.filter((r) => r.method === 'POST').length;
    await expect(line().checkCredentials()).resolves.toBe('LINE bot Team alerts (@123abcde)');
    await expect(line('nope').checkCredentials()).rejects.toThrow(
      /answered HTTP 401 \(Authentication failed/,
    );
    expect(fake.requests.filter((r) => r.method === 'POST').length).toBe(posts);
  });
});
