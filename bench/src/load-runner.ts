import autocannon from 'autocannon';
import { UNIQUE_ID, type RunOrder, type RunReply } from './load.ts';

/** A hard ceiling besides the duration, so no run can grow without bound. */
const MAX_REQUESTS = 5_000_000;

/** The load generator's process (load.ts starts it): runs what it is sent, one run at a time. */
async function run(order: RunOrder): Promise<RunReply> {
  let connection = 0;
  const result = await autocannon({
    url: order.url,
    method: order.method,
    connections: order.connections,
    duration: order.seconds,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    headers: order.headers,
    ...(order.body === undefined ? {} : { body: order.body }),
    // A fresh id in every request, where the headers ask for one (an Idempotency-Key).
    idReplacement: Object.values(order.headers).some((value) => value.includes(UNIQUE_ID)),
    ...(order.perConnection
      ? {
          // Connection i sends perConnection[i % n] too: its own member's token.
          setupClient: (client: autocannon.Client) => {
            const own = order.perConnection![connection++ % order.perConnection!.length];
            client.setHeaders({ ...order.headers, ...own });
          },
        }
      : {}),
  });
  return {
    id: order.id,
    result: {
      rps: result.requests.average,
      p99: result.latency.p99,
      maxLatency: result.latency.max,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
    },
  };
}

process.on('message', (order: RunOrder) => {
  run(order).then(
    (reply) => process.send!(reply),
    (error: unknown) => process.send!({ id: order.id, error: String(error) } satisfies RunReply),
  );
});
// The bench ended (or died): nothing left to do.
process.on('disconnect', () => process.exit(0));
process.send!('ready');
