import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Currency } from '@wallet/contract';
import {
  paths,
  signedHeaders,
  TIMESTAMP_WINDOW_S,
  TRANSFER_MAX_AGE_S,
  type TransferRecord,
} from './transfer-wallet-protocol.ts';

/** One line of the run: the protocol call it exercised, and what was expected of it. */
export interface CheckResult {
  call: string;
  ok: boolean;
  detail: string;
}

export interface ConformanceOptions {
  url: string;
  key: string;
  /** The catalogue code the run uses (a bridge serves all of them the same way). */
  provider: string;
  /** Each call must answer within it (our GAME_TIMEOUT_MS by default). */
  timeoutMs: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
}

class CheckFailed extends Error {
  constructor(
    readonly call: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The conformance run of a transfer-wallet bridge (`npm run provider:check`): every call our
 * port makes, and the properties our money depends on — unsigned and stale requests refused,
 * a repeated reference answered with its first result and money moved once, a reference reused
 * for another transfer refused, the status call telling the truth after a reply was lost, every
 * answer within the deadline. It makes one fresh account with a small balance, and empties it.
 */
export async function checkConformance(
  options: ConformanceOptions,
  report: (result: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
  const { provider, timeoutMs } = options;
  const tag = randomBytes(5).toString('hex');
  const username = `chk${tag}`;
  /** The conformance account's currency: baht, the one every bridge serves (kip is the same protocol, ADR 0159). */
  const currency: Currency = 'THB';
  const ref = (name: string) => `chk-${tag}-${name}`;

  async function send(
    call: string,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    sign: (text: string, pathWithQuery: string) => Record<string, string> = (text, pathWithQuery) =>
      signedHeaders(options.key, method, pathWithQuery, text),
  ): Promise<Answer> {
    const url = new URL(path.slice(1), base);
    const text = body === undefined ? '' : JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...sign(text, url.pathname + url.search),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const late = error instanceof Error && error.name === 'TimeoutError';
      throw new CheckFailed(
        call,
        late ? `no answer within ${timeoutMs} ms` : 'no answer (connection failed)',
      );
    }
    const parsed = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { status: response.status, body: parsed };
  }

  function expectAnswer(call: string, answer: Answer, status: number, what: string, error?: string) {
    const code = answer.body?.error;
    if (answer.status !== status || (error !== undefined && code !== error)) {
      const got = `${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`;
      throw new CheckFailed(call, `${what}: expected ${status}${error ? ` ${error}` : ''}, got ${got}`);
    }
  }

  async function balance(call = 'balance'): Promise<number> {
    const answer = await send(call, 'GET', paths.balance(provider, username));
    expectAnswer(call, answer, 200, 'balance');
    const value = answer.body?.balance;
    if (!Number.isSafeInteger(value)) throw new CheckFailed(call, 'balance is not an integer of minor units');
    return value as number;
  }

  async function expectBalance(call: string, expected: number, why: string) {
    const actual = await balance(call);
    if (actual !== expected) throw new CheckFailed(call, `${why}: balance ${actual}, expected ${expected}`);
  }

  function transfer(type: 'deposit' | 'withdraw', reference: string, amount: number) {
    return send(type, 'POST', paths.transfers(provider), { reference, type, username, amount, currency });
  }

  function expectRecord(call: string, answer: Answer, wanted: Omit<TransferRecord, 'status'>) {
    expectAnswer(call, answer, 200, `${wanted.type} ${wanted.reference}`);
    const body = answer.body ?? {};
    for (const [field, value] of Object.entries({ ...wanted, status: 'applied' })) {
      if (body[field] !== value)
        throw new CheckFailed(call, `the record of ${wanted.reference} has ${field}=${String(body[field])}`);
    }
  }

  async function status(reference: string): Promise<'applied' | 'not_found'> {
    const answer = await send('transferStatus', 'GET', paths.transfer(provider, reference));
    if (answer.status === 404 && answer.body?.error === 'TRANSFER_NOT_FOUND') return 'not_found';
    expectAnswer('transferStatus', answer, 200, `status of ${reference}`);
    if (answer.body?.reference !== reference || answer.body?.status !== 'applied')
      throw new CheckFailed('transferStatus', `status of ${reference} is not its applied record`);
    return 'applied';
  }

  /** A deposit whose reply we never read: the request is sent whole, then the socket dropped. */
  function depositAndDropReply(reference: string, amount: number): Promise<void> {
    const body = JSON.stringify({ reference, type: 'deposit', username, amount, currency });
    const url = new URL(paths.transfers(provider).slice(1), base);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...signedHeaders(options.key, 'POST', url.pathname + url.search, body),
      },
    });
    return new Promise((resolve) => {
      request.on('error', () => resolve());
      request.end(body, () => {
        request.destroy();
        resolve();
      });
    });
  }

  const checks: [string, string, () => Promise<void>][] = [
    [
      'createAccount',
      'creates an account; creating it again returns the same one',
      async () => {
        const first = await send('createAccount', 'POST', paths.accounts(provider), { username, currency });
        expectAnswer('createAccount', first, 200, 'create');
        if (typeof first.body?.password !== 'string') throw new CheckFailed('createAccount', 'no password');
        const again = await send('createAccount', 'POST', paths.accounts(provider), { username, currency });
        expectAnswer('createAccount', again, 200, 'create again');
        if (again.body?.password !== first.body.password)
          throw new CheckFailed('createAccount', 'creating again made another account (another password)');
      },
    ],
    [
      'balance',
      'a new account holds 0; an unknown one is UNKNOWN_USER',
      async () => {
        await expectBalance('balance', 0, 'new account');
        const unknown = await send('balance', 'GET', paths.balance(provider, `nobody${tag}`));
        expectAnswer('balance', unknown, 404, 'unknown account', 'UNKNOWN_USER');
      },
    ],
    [
      'signature',
      'unsigned, wrongly signed, stale and late requests are refused and move nothing',
      async () => {
        const body = { reference: ref('forged'), type: 'deposit', username, amount: 100, currency };
        const path = paths.transfers(provider);
        const unsigned = await send('deposit', 'POST', path, body, () => ({}));
        expectAnswer('deposit', unsigned, 401, 'an unsigned deposit', 'BAD_SIGNATURE');
        const wrong = await send('deposit', 'POST', path, body, (text, p) =>
          signedHeaders(`${options.key}x`, 'POST', p, text),
        );
        expectAnswer('deposit', wrong, 401, 'a deposit signed with another key', 'BAD_SIGNATURE');
        const stale = await send('deposit', 'POST', path, body, (text, p) =>
          signedHeaders(options.key, 'POST', p, text, Date.now() - (TIMESTAMP_WINDOW_S + 60) * 1000),
        );
        expectAnswer('deposit', stale, 401, 'a deposit signed too long ago', 'STALE_TIMESTAMP');
        const tampered = await send('deposit', 'POST', path, { ...body, amount: 100_000 }, (_text, p) =>
          signedHeaders(options.key, 'POST', p, JSON.stringify(body)),
        );
        expectAnswer(
          'deposit',
          tampered,
          401,
          'a deposit whose body differs from what was signed',
          'BAD_SIGNATURE',
        );
        const late = await send('deposit', 'POST', path, body, (text, p) =>
          signedHeaders(options.key, 'POST', p, text, Date.now() - (TRANSFER_MAX_AGE_S + 15) * 1000),
        );
        expectAnswer('deposit', late, 403, `a deposit signed over ${TRANSFER_MAX_AGE_S} s ago`, 'REFUSED');
        await expectBalance('deposit', 0, 'after refused deposits');
        if ((await status(ref('forged'))) !== 'not_found')
          throw new CheckFailed('transferStatus', 'a refused deposit is reported applied');
      },
    ],
    [
      'deposit',
      'applies once; the repeated reference answers the first result',
      async () => {
        const wanted = { reference: ref('in'), type: 'deposit' as const, username, amount: 1_000, currency };
        expectRecord('deposit', await transfer('deposit', wanted.reference, 1_000), wanted);
        expectRecord('deposit', await transfer('deposit', wanted.reference, 1_000), wanted);
        await expectBalance('deposit', 1_000, 'a repeated reference moved money again');
        const reused = await transfer('deposit', wanted.reference, 2_000);
        expectAnswer('deposit', reused, 409, 'the reference reused for another amount', 'REFERENCE_CONFLICT');
        await expectBalance('deposit', 1_000, 'a reused reference moved money');
      },
    ],
    [
      'withdraw',
      'applies once; more than the balance is INSUFFICIENT_BALANCE and moves nothing',
      async () => {
        const wanted = { reference: ref('out'), type: 'withdraw' as const, username, amount: 400, currency };
        expectRecord('withdraw', await transfer('withdraw', wanted.reference, 400), wanted);
        expectRecord('withdraw', await transfer('withdraw', wanted.reference, 400), wanted);
        await expectBalance('withdraw', 600, 'a repeated reference moved money again');
        const tooMuch = await transfer('withdraw', ref('too-much'), 1_000_000);
        expectAnswer('withdraw', tooMuch, 422, 'a withdrawal above the balance', 'INSUFFICIENT_BALANCE');
        await expectBalance('withdraw', 600, 'a refused withdrawal moved money');
        if ((await status(ref('too-much'))) !== 'not_found')
          throw new CheckFailed('transferStatus', 'a refused withdrawal is reported applied');
      },
    ],
    [
      'transferStatus',
      'an applied reference is its record; an unknown one is TRANSFER_NOT_FOUND',
      async () => {
        if ((await status(ref('in'))) !== 'applied')
          throw new CheckFailed('transferStatus', 'an applied deposit is reported not found');
        if ((await status(ref('never-sent'))) !== 'not_found')
          throw new CheckFailed('transferStatus', 'a reference never sent is reported applied');
      },
    ],
    [
      'transferStatus',
      'after a lost reply the status agrees with the balance, and the retry moves money once',
      async () => {
        const reference = ref('lost');
        await depositAndDropReply(reference, 500);
        // The bridge may still be applying it: its answer must agree with its books once it settles.
        let known = await status(reference);
        for (let tries = 0; known === 'not_found' && tries < 5; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          known = await status(reference);
        }
        const held = await balance('transferStatus');
        if (known === 'applied' && held !== 1_100)
          throw new CheckFailed(
            'transferStatus',
            `reports the lost deposit applied, but the balance is ${held}`,
          );
        if (known === 'not_found' && held !== 600)
          throw new CheckFailed(
            'transferStatus',
            `reports the lost deposit not found, but the balance is ${held}`,
          );
        const retry = await transfer('deposit', reference, 500);
        expectRecord('deposit', retry, { reference, type: 'deposit', username, amount: 500, currency });
        await expectBalance('deposit', 1_100, 'the retry of a lost deposit');
        if ((await status(reference)) !== 'applied')
          throw new CheckFailed('transferStatus', 'the retried deposit is not reported applied');
      },
    ],
    [
      'resetPassword',
      'gives the account a new password',
      async () => {
        const answer = await send('resetPassword', 'POST', paths.password(provider, username), {});
        expectAnswer('resetPassword', answer, 200, 'reset');
        if (typeof answer.body?.password !== 'string') throw new CheckFailed('resetPassword', 'no password');
      },
    ],
    [
      'launchUrl',
      'gives a link that opens the game',
      async () => {
        const answer = await send('launchUrl', 'POST', paths.launch(provider, username), {});
        expectAnswer('launchUrl', answer, 200, 'launch');
        if (typeof answer.body?.url !== 'string' || !answer.body.url)
          throw new CheckFailed('launchUrl', 'no url');
      },
    ],
    [
      'withdraw',
      'empties the check account',
      async () => {
        const left = await balance('withdraw');
        if (left > 0)
          expectAnswer('withdraw', await transfer('withdraw', ref('empty'), left), 200, 'emptying');
        await expectBalance('withdraw', 0, 'after emptying');
      },
    ],
  ];

  for (const [call, detail, run] of checks) {
    let result: CheckResult;
    try {
      await run();
      result = { call, ok: true, detail };
    } catch (error) {
      const failed = error instanceof CheckFailed ? error : undefined;
      result = {
        call: failed?.call ?? call,
        ok: false,
        detail: failed?.message ?? (error instanceof Error ? error.message : String(error)),
      };
    }
    results.push(result);
    report(result);
    // Everything after needs the account: without it the rest would only repeat the failure.
    if (!result.ok && call === 'createAccount') break;
  }
  return results;
}

/** The line a check prints. */
export function formatCheck(result: CheckResult): string {
  return `${result.ok ? 'ok  ' : 'FAIL'} ${result.call}: ${result.detail}`;
}
