import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxBridge, type SandboxBridge } from '../../../test/kits/sandbox-bridge.ts';
import { checkConformance, formatCheck } from './conformance.ts';
import { checkSignature, signedHeaders, TIMESTAMP_HEADER } from './transfer-wallet-protocol.ts';

/** The server package's folder, where the command's script path starts. */
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

type Fault = 'ignores-duplicates' | 'no-status' | 'loses-replies' | 'ignores-signatures' | 'slow';

let bridge: SandboxBridge;
beforeAll(async () => {
  bridge = await startSandboxBridge();
});
afterAll(async () => bridge.close());

const sentAt = (request: IncomingMessage) =>
  Number(request.headers[TIMESTAMP_HEADER] ?? Date.now() / 1000) * 1000;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

/**
 * A provider's bridge with one flaw, built in front of the sandbox one: it checks and re-signs
 * each request, and (by its fault) rewrites references, forgets transfers, drops replies,
 * skips the signature check, or answers late.
 */
async function brokenBridge(fault: Fault): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const path = request.url!;
      const refused = checkSignature(bridge.key, request.headers, request.method!, path, body);
      if (fault !== 'ignores-signatures' && refused) {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: refused }));
        return;
      }
      let forwarded = body;
      const isTransfer = request.method === 'POST' && path.endsWith('/transfers');
      if (fault === 'ignores-duplicates' && isTransfer) {
        const input = JSON.parse(body) as { reference: string };
        forwarded = JSON.stringify({
          ...input,
          reference: `${input.reference}-${randomBytes(3).toString('hex')}`,
        });
      }
      if (fault === 'no-status' && request.method === 'GET' && path.includes('/transfers/')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"TRANSFER_NOT_FOUND"}');
        return;
      }
      if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 800));
      const answer = await fetch(`${bridge.url}${path}`, {
        method: request.method,
        headers: {
          ...(forwarded ? { 'content-type': 'application/json' } : {}),
          // Signed as of the request it forwards, so the bridge behind sees how old it is.
          ...signedHeaders(bridge.key, request.method!, path, forwarded, sentAt(request)),
        },
        body: forwarded || undefined,
      });
      const text = await answer.text();
      if (fault === 'loses-replies' && isTransfer) {
        response.destroy();
        return;
      }
      if (fault === 'ignores-duplicates' && isTransfer && answer.ok) {
        // It answers with the reference it was sent, so only the books show the second move.
        const record = JSON.parse(text) as { reference: string };
        record.reference = (JSON.parse(body) as { reference: string }).reference;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record));
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const failedCalls = (results: Awaited<ReturnType<typeof checkConformance>>) =>
  results.filter((result) => !result.ok).map((result) => result.call);

describe('provider:check, the transfer-wallet conformance run', () => {
  it('passes against the sandbox provider over HTTP, every check on its line', async () => {
    const lines: string[] = [];
    const results = await checkConformance(
      { url: bridge.url, key: bridge.key, provider: 'pg', timeoutMs: 2000 },
      (result) => lines.push(formatCheck(result)),
    );
    expect(failedCalls(results)).toEqual([]);
    expect(lines).toHaveLength(results.length);
    expect(lines.every((line) => line.startsWith('ok   '))).toBe(true);
    for (const call of ['createAccount', 'balance', 'deposit', 'withdraw', 'transferStatus', 'launchUrl'])
      expect(results.some((result) => result.call === call)).toBe(true);
  });

  it.each([
    ['ignores-duplicates', 'deposit', /repeated reference moved money again/],
    ['no-status', 'transferStatus', /applied deposit is reported not found/],
    ['loses-replies', 'deposit', /no answer/],
    ['ignores-signatures', 'deposit', /unsigned deposit: expected 401 BAD_SIGNATURE, got 200/],
    ['slow', 'createAccount', /no answer within 300 ms/],
  ] as const)('fails against a bridge that %s, naming %s', async (fault, call, why) => {
    const broken = await brokenBridge(fault);
    try {
      const results = await checkConformance({
        url: broken.url,
        key: bridge.key,
        provider: 'joker',
        timeoutMs: fault === 'slow' ? 300 : 2000,
      });
      const failure = results.find((result) => !result.ok);
      expect(failure).toMatchObject({ call });
      expect(failure!.detail).toMatch(why);
    } finally {
      await broken.close();
    }
  });

  // Two cold tsx starts of the command: a budget for a loaded host, as doctor's command test has.
  it(
    'the command prints one line per check and exits 0, or 1 naming the failing call',
    { timeout: 120_000 },
    async () => {
      const run = (url: string) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          // From the server's folder, however vitest was started (a run from the repository's
          // root with --root exited 1 at once: no such file).
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'src/cli/provider-check.ts', '--url', url, '--key', bridge.key],
            { cwd: SERVER_DIR },
          );
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        });
      const passed = await run(bridge.url);
      expect(passed.status, `${passed.stdout}${passed.stderr}`).toBe(0);
      expect(passed.stdout).toMatch(/^ok {3}deposit: /m);
      expect(passed.stdout).toMatch(/provider check: OK/);
      const broken = await brokenBridge('no-status');
      try {
        const failed = await run(broken.url);
        expect(failed.status, `${failed.stdout}${failed.stderr}`).toBe(1);
        expect(failed.stdout).toMatch(/^FAIL transferStatus: /m);
        expect(failed.stdout).toMatch(/provider check: FAILED \(transferStatus\)/);
      } finally {
        await broken.close();
      }
    },
  );
});
