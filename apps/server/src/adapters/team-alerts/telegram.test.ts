import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { TelegramTeamAlerts } from './telegram.ts';

const TOKEN = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';
const CHAT = '-1001234567890';

/** The Bot API's failure body (core.telegram.org/bots/api#making-requests). */
const failure = (status: number, description: string, parameters?: object): VendorAnswer => ({
  status,
  json: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
});

/** Answers as the published Bot API does; the text picks the documented failure. */
function answer(request: VendorRequest): VendorAnswer {
  if (!request.path.startsWith(`/bot${TOKEN}/`)) return failure(401, 'Unauthorized');
  if (request.path.endsWith('/getMe'))
    return {
      status: 200,
      json: { ok: true, result: { id: 123456, is_bot: true, username: 'team_alerts_bot' } },
    };
  const body = JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as {
    chat_id: string;
    text: string;
  };
  if (body.chat_id !== CHAT) return failure(400, 'Bad Request: chat not found');
  if (body.text === 'flood') return failure(429, 'Too Many Requests: retry after 7', { retry_after: 7 });
  if (body.text === 'hang') return 'hang';
  if (body.text === 'down') return { status: 502, text: '<html>Bad Gateway</html>' };
  return {
    status: 200,
    json: {
      ok: true,
      result: { message_id: 42, chat: { id: Number(CHAT), type: 'supergroup' }, date: 1, text: body.text },
    },
  };
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const bot = (token = TOKEN, chatId = CHAT) =>
  new TelegramTeamAlerts({ token, chatId, baseUrl: fake.url, timeoutMs: 1000 });

describe('TelegramTeamAlerts', () => {
  it('posts chat_id and the text as JSON to /bot<token>/sendMessage, link previews off', async () => {
    await bot().send('ถอนรอ 25 นาที https://admin.example/backoffice/queues/withdrawals');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: `/bot${TOKEN}/sendMessage` });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(Buffer.from(sent.body, 'latin1').toString('utf8'))).toEqual({
      chat_id: CHAT,
      text: 'ถอนรอ 25 นาที https://admin.example/backoffice/queues/withdrawals',
      link_preview_options: { is_disabled: true },
    });
  });

  it('refuses a wrong token with the documented 401, never naming the token', async () => {
    const error = await bot('999:wrong-token')
      .send('x')
      .catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'TeamAlertError',
      message: expect.stringMatching(/401 \(Unauthorized\)/),
    });
    expect(String(error)).not.toMatch(/wrong-token|ABC-DEF/);
  });

  it('refuses a chat the bot is not in with the documented 400', async () => {
    await expect(bot(TOKEN, '-100999').send('x')).rejects.toMatchObject({
      name: 'TeamAlertError',
      message: expect.stringMatching(/400 \(Bad Request: chat not found\)/),
    });
  });

  it('carries the flood control’s retry_after from a 429', async () => {
    await expect(bot().send('flood')).rejects.toMatchObject({
      name: 'TeamAlertError',
      retryAfterSeconds: 7,
      message: expect.stringMatching(/429 \(Too Many Requests: retry after 7\)/),
    });
  });

  it('counts a gateway error page and no answer in time as not sent', async () => {
    await expect(bot().send('down')).rejects.toThrow(/answered HTTP 502$/);
    await expect(bot().send('hang')).rejects.toThrow(/no answer in time/);
  });

  it('checks the token with getMe, posting nothing', async () => {
    const posts = fake.requests.filter((r) => r.method === 'POST').length;
    await expect(bot().checkCredentials()).resolves.toBe('bot @team_alerts_bot');
    await expect(bot('1:nope').checkCredentials()).rejects.toThrow('answered HTTP 401 (Unauthorized)');
    expect(fake.requests.filter((r) => r.method === 'POST').length).toBe(posts);
  });
});
