/**
 * npm run provider:check -- --url https://bridge.example/tw/v1 --key <shared key> [--provider pg]
 * [--timeout-ms 10000] — the conformance run of a transfer-wallet bridge
 * (docs/providers/transfer-wallet.md): one line per check, exit 1 naming the failing calls,
 * exit 2 when it could not run at all. The key may come from --key-file instead of the command
 * line (which other users of the machine can see).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkConformance, formatCheck } from '../adapters/games/conformance.ts';

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      'key-file': { type: 'string' },
      provider: { type: 'string', default: 'pg' },
      'timeout-ms': { type: 'string', default: '10000' },
    },
  });
  const key =
    values.key ?? (values['key-file'] ? readFileSync(values['key-file'], 'utf8').trim() : undefined);
  const timeoutMs = Number(values['timeout-ms']);
  if (!values.url || !key || !Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(
      'usage: npm run provider:check -- --url <bridge URL> (--key <key> | --key-file <file>) [--provider pg] [--timeout-ms 10000]',
    );
  }
  return { url: values.url, key, provider: values.provider!, timeoutMs };
}

let settings: ReturnType<typeof options>;
try {
  settings = options();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
console.log(`transfer-wallet conformance of ${settings.url} (provider ${settings.provider})`);
const results = await checkConformance(settings, (result) => console.log(formatCheck(result)));
const failed = [...new Set(results.filter((result) => !result.ok).map((result) => result.call))];
console.log(failed.length === 0 ? 'provider check: OK' : `provider check: FAILED (${failed.join(', ')})`);
process.exit(failed.length === 0 ? 0 : 1);
