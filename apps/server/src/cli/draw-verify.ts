/**
 * Checks a draw by hand (ADR 0041): `npm run draw:verify -- '<one draw as POST /api/draws
 * lists it, JSON>'`, or with the inputs spelled out:
 *   npm run draw:verify -- --server-seed <hex> --client-seed <text> --nonce <n> \
 *     --weights success:80,fail:20 [--hash <sha256 hex>] [--outcome success]
 * Prints the recomputed roll and outcome; exits 1 when the hash or the outcome does not match.
 */
import { parseArgs } from 'node:util';
import { drawEntry, drawOutcome, serverSeedHashOf, type Weight } from '@wallet/contract';

function parseWeights(text: string): Weight[] {
  return text.split(',').map((pair) => {
    const [outcome, weight] = pair.split(':');
    return { outcome: outcome!, weight: Number(weight) };
  });
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string' },
    weights: { type: 'string' },
    hash: { type: 'string' },
    outcome: { type: 'string' },
  },
});

const fromJson = positionals[0] ? drawEntry.parse(JSON.parse(positionals[0])) : undefined;
const input = fromJson ?? {
  serverSeed: values['server-seed'] ?? '',
  clientSeed: values['client-seed'] ?? '',
  nonce: Number(values.nonce),
  weights: parseWeights(values.weights ?? ''),
  serverSeedHash: values.hash,
  outcome: values.outcome,
};
if (!input.serverSeed || !Number.isInteger(input.nonce) || input.weights.length === 0) {
  console.error(
    'usage: draw:verify -- <draw JSON> | --server-seed S --client-seed C --nonce N --weights a:1,b:2',
  );
  process.exit(2);
}

const recomputed = await drawOutcome(input);
const hash = await serverSeedHashOf(input.serverSeed);
const hashMatches = input.serverSeedHash === undefined || input.serverSeedHash === hash;
const outcomeMatches = input.outcome === undefined || input.outcome === recomputed.outcome;
console.log(
  JSON.stringify(
    { serverSeedHash: hash, hashMatches, roll: recomputed.roll, outcome: recomputed.outcome, outcomeMatches },
    null,
    2,
  ),
);
process.exit(hashMatches && outcomeMatches ? 0 : 1);
