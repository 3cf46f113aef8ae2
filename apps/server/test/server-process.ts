import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBuildOptions } from '../build.ts';
import { accountApi, authApi, otpApi, pathOf, sandboxApi } from '@wallet/contract';
import { BOOT_MS } from './budgets.ts';
import { TEST_SECRET } from './harness.ts';
import { otpHeader, registrationFor, uniquePhone } from './members.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What every real server under test runs with: a sandbox, loopback, any port, no web build. */
function serverEnv(): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: process.env.TEST_NODE_ENV ?? 'test',
    SANDBOX: 'true',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    TOKEN_SECRET: TEST_SECRET,
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
  };
}

/**
 * The environment of a real server on its own embedded folder, with the caller's settings on top.
 * An external DATABASE_URL of the test run is left out when `inherit` passes the run's environment
 * on: these servers own their folder.
 */
export function embeddedServerEnv(
  dataDir: string,
  extra: Record<string, string> = {},
  { inherit = false }: { inherit?: boolean } = {},
): Record<string, string> {
  const { DATABASE_URL: _external, ...inherited } = process.env;
  return {
    ...(inherit ? (inherited as Record<string, string>) : {}),
    ...serverEnv(),
    DATA_DIR: dataDir,
    ...extra,
  };
}

/** The environment of a real server on a database the test made (a clone of the template). */
export function databaseServerEnv(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...serverEnv(), DATABASE_URL: url, ...extra };
}

/** The real server, compiled as `npm start` runs it, as a child process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL (no shutdown handler runs) and wait for the exit. */
  kill(): Promise<void>;
}

let compiled: Promise<string> | undefined;

/**
 * The server compiled as `npm run build` compiles it (ADR 0069), into a folder of this test
 * process under dist/ (so the bundle finds node_modules and apps/server as production's does).
 */
function compiledServer(): Promise<string> {
  const outdir = fileURLToPath(new URL(`../dist/test-${process.pid}`, import.meta.url));
  compiled ??= build(
    serverBuildOptions({
      entryPoints: ['src/server.ts', 'src/modules/deposit/slip/slip-qr-worker.ts'],
      outdir,
    }),
  ).then(() => path.join(outdir, 'server.js'));
  return compiled;
}

/**
 * The JavaScript bundle run as `npm start` runs it (`node dist/server.js`, maps on from its entry):
 * what production runs, and one file to load where the TypeScript source through tsx is some 700
 * (the boot that timed out on a loaded machine).
 */
export async function startServer(env: Record<string, string>, timeoutMs = BOOT_MS): Promise<ServerProcess> {
  const args = [await compiledServer()];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /running at\s+(http:\/\/[^\s/]+)\//.exec(output);
    if (match) return { url: match[1]!, child, output: () => output, kill };
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`);
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not listen within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function call(
  url: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as unknown };
}

export const http = {
  get: (url: string, path: string, token?: string) => call(url, 'GET', path, undefined, token),
  post: (url: string, path: string, body: object, token?: string, headers?: Record<string, string>) =>
    call(url, 'POST', path, body, token, headers),
  put: (url: string, path: string, body: object) => call(url, 'PUT', path, body),
};

/** Registers (OTP through the sandbox SMS), logs in, and returns the member's id and token. */
export async function registerOverHttp(
  url: string,
): Promise<{ memberId: number; token: string; phone: string }> {
  const phone = uniquePhone();
  const sent = await http.post(url, pathOf(otpApi.send), { phoneNumber: phone });
  if (sent.status !== 200) throw new Error(`otp send: ${sent.status} ${sent.text}`);
  const { otpToken } = sent.json() as { otpToken: string };
  const sms = await http.get(url, pathOf(sandboxApi.sms, { phone }));
  const [message] = sms.json() as { code: string; otpRef: string }[];
  if (!message?.code) throw new Error(`no OTP text: ${sms.text}`);
  const verified = await http.post(url, pathOf(otpApi.verify), { otpToken, otpCode: message.code });
  if (verified.status !== 200) throw new Error(`otp verify: ${verified.status} ${verified.text}`);
  const payload = registrationFor(phone);
  const created = await http.post(url, pathOf(accountApi.register), payload, undefined, otpHeader(otpToken));
  if (created.status !== 201) throw new Error(`registration: ${created.status} ${created.text}`);
  const login = await http.post(url, pathOf(authApi.login), {
    username: phone,
    password: payload.password,
    isRemember: false,
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  const { token } = login.json() as { token: string };
  const profile = await http.get(url, pathOf(accountApi.profile), token);
  return { memberId: Number((profile.json() as { _id: string })._id), token, phone };
}
