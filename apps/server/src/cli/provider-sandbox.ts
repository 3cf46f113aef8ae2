/**
 * npm run provider:sandbox -- --key-file <file> [--port 4100] [--host 127.0.0.1] [--dir <books>]
 * — the sandbox game provider answering the transfer-wallet protocol on its own port: what
 * GAME_PROVIDER_ADAPTER=http can point at before a real bridge exists, and the reference a
 * provider's bridge is compared with (`npm run provider:check` passes against it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FaultPlan } from '../adapters/faults.ts';
import { sandboxBridge } from '../adapters/games/sandbox-bridge.ts';
import { SandboxGameBooks } from '../adapters/games/sandbox-books.ts';
import { SandboxGameProvider } from '../adapters/games/sandbox.ts';
import { repoRoot } from '../config.ts';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    'key-file': { type: 'string' },
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: path.join(repoRoot, 'data', 'sandbox-bridge') },
  },
});
const key = values.key ?? (values['key-file'] ? readFileSync(values['key-file'], 'utf8').trim() : undefined);
if (!key || key.length < 32) {
  console.error('usage: npm run provider:sandbox -- (--key <32+ chars> | --key-file <file>) [--port 4100]');
  process.exit(2);
}
const books = SandboxGameBooks.open(values.dir!);
const provider = new SandboxGameProvider(books, new FaultPlan(), key);
const app = sandboxBridge(provider, key);
const address = await app.listen({ host: values.host!, port: Number(values.port) });
console.log(`sandbox transfer-wallet bridge on ${address} (books in ${values.dir})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().finally(() => {
      books.close();
      process.exit(0);
    });
  });
}
