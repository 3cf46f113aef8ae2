import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { FaultPlan } from '../../src/adapters/faults.ts';
import { sandboxBridge } from '../../src/adapters/games/sandbox-bridge.ts';
import { SandboxGameBooks } from '../../src/adapters/games/sandbox-books.ts';
import { SandboxGameProvider } from '../../src/adapters/games/sandbox.ts';

export const BRIDGE_KEY = 'bridge-key-for-tests-0123456789abcdef';

/**
 * The sandbox game provider answering the transfer-wallet protocol on a local port, with its
 * own books (in a temporary folder) and fault plan: a remote provider a test can look inside.
 */
export async function startSandboxBridge(key = BRIDGE_KEY) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-bridge-'));
  const books = SandboxGameBooks.open(dir);
  const faults = new FaultPlan();
  const provider = new SandboxGameProvider(books, faults, 'bridge-session-secret');
  const app = sandboxBridge(provider, key);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    books,
    faults,
    provider,
    async close() {
      await app.close();
      books.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type SandboxBridge = Awaited<ReturnType<typeof startSandboxBridge>>;
