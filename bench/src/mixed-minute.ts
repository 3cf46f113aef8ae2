// Issue 44, "memory under a mixed minute": the compiled server as `npm start` runs it, then 16
// members register and log in at once, then 32 clients for a minute read the wallet and the
// statement's first page and move 1 baht to a game and back. What is measured is the server
// process's high-water mark (VmHWM) from outside, the figure the issue reported (190 MB).
import { randomUUID } from 'node:crypto';
import type { RegistrationRequest } from '../../packages/contract/src/api/account.ts';
import { IDEMPOTENCY_HEADER } from '../../packages/contract/src/api/idempotency.ts';
import {
  accountApi,
  authApi,
  gamesApi,
  homeApi,
  pathOf,
  sandboxApi,
  statementApi,
} from '../../packages/contract/src/routes/index.ts';
import { MiB } from './memory.ts';
import { startNpmServer } from './npm-start-server.ts';

/** The issue's target for the server's peak resident set. */
export const MIXED_MINUTE_TARGET_MIB = 160;
const MEMBERS = 16;
const CLIENTS = 32;
/** A member's wallet: far more than a minute of 1 baht transfers can move. */
const FUND_BAHT = 100_000;
/** An upper bound on the minute's requests, whatever the machine's speed. */
const MAX_REQUESTS = 2_000_000;
const GAME = 'pg';
/** How often the minute's own RSS is read from /proc. */
const SAMPLE_MS = 100;

export interface MixedMinuteOptions {
  seconds: number;
  /** Added to the server's environment: a variant (UV_THREADPOOL_SIZE, DB_POOL_SIZE...). */
  env?: Record<string, string>;
  /** node's flags in place of the start script's (a V8 variant). */
  flags?: string[];
}

export interface MixedMinute {
  seconds: number;
  /** VmHWM after the start, after the registrations and logins, and at the end of the minute. */
  peaks: { started: number; registered: number; end: number };
  /** VmRSS at the end, the load over (what the process kept). */
  rssEnd: number;
  /** The highest VmRSS sampled during the minute alone: the high-water mark hides it under the sign-ups'. */
  minuteRss: number;
  /** Per route: answers, and answers that were not 2xx (non-zero means the minute was not the issue's). */
  requests: Record<string, { ok: number; failed: number }>;
  /** The registrations' and logins' slowest answer, ms (members wait for the KDF). */
  slowestSignInMs: number;
}

interface Member {
  username: string;
  token: string;
}

async function call(
  baseUrl: string,
  route: { method: string; path: string },
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: route.method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`bench: ${what} answered ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A member as the registration form sends it: a phone of its own and a bank account of its own. */
function registration(index: number, password: string): RegistrationRequest {
  const phone = `08${String(60_000_000 + index).padStart(8, '0')}`;
  return {
    name: `Mixed Minute ${index}`,
    username: phone,
    password,
    bankCode: 'KBANK',
    bankAccountName: 'MIXED MINUTE',
    bankAccountNo: `1${phone.slice(1)}`,
  };
}

/** One member through the real routes: registers, logs in, opens the game, gets a deposit. */
async function signUp(baseUrl: string, index: number): Promise<{ member: Member; ms: number }> {
  const password = `mixed-${randomUUID()}`;
  const form = registration(index, password);
  const started = performance.now();
  await expectOk(
    await call(baseUrl, accountApi.register, pathOf(accountApi.register), { body: form }),
    'registration',
  );
  const login = (await expectOk(
    await call(baseUrl, authApi.login, pathOf(authApi.login), {
      body: { username: form.username, password },
    }),
    'login',
  )) as { token: string };
  const ms = performance.now() - started;
  const authorization = { authorization: `Bearer ${login.token}` };
  await expectOk(
    await call(baseUrl, gamesApi.activate, pathOf(gamesApi.activate, { slotCode: GAME }), {
      headers: authorization,
    }),
    'activation',
  );
  await expectOk(
    await call(baseUrl, sandboxApi.credit, pathOf(sandboxApi.credit), {
      body: { username: form.username, amount: FUND_BAHT },
    }),
    'funding',
  );
  return { member: { username: form.username, token: login.token }, ms };
}

/** One client's minute: the home screen's wallet, the statement's first page, 1 baht out and back. */
async function client(
  baseUrl: string,
  member: Member,
  until: number,
  budget: { left: number },
  count: (route: string, ok: boolean) => void,
): Promise<void> {
  const authorization = { authorization: `Bearer ${member.token}` };
  const send = async (
    name: string,
    route: { method: string; path: string },
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await call(baseUrl, route, route.path, {
      ...options,
      headers: { ...authorization, ...options.headers },
    });
    await response.arrayBuffer();
    count(name, response.ok);
  };
  const key = () => ({ [IDEMPOTENCY_HEADER]: `mixed-${randomUUID()}` });
  while (performance.now() < until && budget.left > 0) {
    budget.left -= 4;
    await send('wallet', homeApi.wallet);
    await send('statement', statementApi.page, { body: { page: 1, limit: 10 } });
    await send('transfer in', gamesApi.transfer, {
      body: { from: 'WALLET', to: GAME, amount: 1 },
      headers: key(),
    });
    await send('transfer out', gamesApi.transfer, {
      body: { from: GAME, to: 'WALLET', amount: 1 },
      headers: key(),
    });
  }
}

export async function benchMixedMinute({ seconds, env, flags }: MixedMinuteOptions): Promise<MixedMinute> {
  const server = await startNpmServer(env, flags);
  try {
    const { baseUrl } = server;
    const started = (await server.memory()).hwm;
    // The OTP step off (an operator switch): the scenario is the sign-up's KDF, not the SMS.
    await expectOk(
      await call(baseUrl, sandboxApi.settings, pathOf(sandboxApi.settings), { body: { registerOTP: false } }),
      'settings',
    );
    const signedUp = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signUp(baseUrl, i + 1)));
    const registered = (await server.memory()).hwm;
    const members = signedUp.map((entry) => entry.member);
    const requests: MixedMinute['requests'] = {};
    const count = (route: string, ok: boolean) => {
      const row = (requests[route] ??= { ok: 0, failed: 0 });
      if (ok) row.ok += 1;
      else row.failed += 1;
    };
    const until = performance.now() + seconds * 1000;
    const budget = { left: MAX_REQUESTS };
    let minuteRss = 0;
    const sampler = setInterval(() => {
      void server.memory().then((now) => (minuteRss = Math.max(minuteRss, now.rss)));
    }, SAMPLE_MS);
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => client(baseUrl, members[i % MEMBERS]!, until, budget, count)),
    ).finally(() => clearInterval(sampler));
    const end = await server.memory();
    return {
      seconds,
      peaks: { started, registered, end: end.hwm },
      rssEnd: end.rss,
      minuteRss: Math.max(minuteRss, end.rss),
      requests,
      slowestSignInMs: Math.max(...signedUp.map((entry) => entry.ms)),
    };
  } finally {
    await server.stop();
  }
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

export function formatMixedMinute(result: MixedMinute): string {
  const peak = result.peaks.end / MiB;
  const routes = Object.entries(result.requests)
    .map(([route, row]) => `${route} ${row.ok}${row.failed ? ` (${row.failed} failed)` : ''}`)
    .join(', ');
  const failed = Object.values(result.requests).some((row) => row.failed > 0);
  return [
    `Mixed minute (issue 44): npm start's server, ${MEMBERS} members sign up at once, ${CLIENTS} clients for ${result.seconds} s`,
    `  peak RSS (VmHWM): after start ${mib(result.peaks.started)}, after sign-ups ${mib(result.peaks.registered)}, after the minute ${mib(result.peaks.end)}`,
    `  RSS during the minute at most ${mib(result.minuteRss)}, at its end ${mib(result.rssEnd)}`,
    `  slowest registration + login ${Math.round(result.slowestSignInMs)} ms; requests: ${routes}`,
    `  ${peak <= MIXED_MINUTE_TARGET_MIB && !failed ? 'PASS' : 'FAIL'}: peak ${peak.toFixed(1)} MiB (target <= ${MIXED_MINUTE_TARGET_MIB} MiB${failed ? ', and every answer 2xx' : ''})`,
  ].join('\n');
}
