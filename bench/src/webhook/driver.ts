/**
 * The webhook bench's sender, in a process of its own (like the load generator): sends a fixed
 * list of requests with a bounded number of connections, each request once, and answers how long
 * it took. autocannon cannot do this: it repeats one request, or cycles a list per connection, so
 * every connection would deliver the same payments.
 */
import http from 'node:http';

export interface DriveOrder {
  url: string;
  method: 'GET' | 'POST';
  /** One entry per request; GET requests send none. */
  requests: { headers: Record<string, string>; body?: string }[];
  connections: number;
}

export interface DriveResult {
  requests: number;
  seconds: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function send(
  agent: http.Agent,
  url: URL,
  method: string,
  request: DriveOrder['requests'][number],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { agent, method, headers: request.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

async function drive(order: DriveOrder): Promise<DriveResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: order.connections });
  const url = new URL(order.url);
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < order.requests.length; index = next++) {
      const sent = performance.now();
      try {
        const status = await send(agent, url, order.method, order.requests[index]!);
        if (status < 200 || status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: order.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { requests: order.requests.length, seconds, p99, non2xx, errors };
}

process.on('message', (order: DriveOrder) => {
  drive(order).then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send!('ready');
