import net, { type AddressInfo } from 'node:net';

/**
 * A TCP load balancer as small as it gets: each connection goes to the first upstream that
 * accepts it, in the order given (an upstream that refuses, a stopped node, is skipped as a
 * balancer's failed health check would). What a member's socket connects through, so its
 * reconnect lands on whichever node is up.
 */
export interface TcpBalancer {
  url: string;
  /** Where connections go, first choice first ("http://host:port"); replaced when a node restarts. */
  upstreams: string[];
  close(): Promise<void>;
}

export async function startTcpBalancer(upstreams: string[]): Promise<TcpBalancer> {
  const open = new Set<net.Socket>();
  const balancer: TcpBalancer = { url: '', upstreams, close: async () => {} };
  const forward = (client: net.Socket, choices: string[]) => {
    const [first, ...rest] = choices;
    if (!first) return void client.destroy();
    const { hostname, port } = new URL(first);
    const upstream = net.connect(Number(port), hostname);
    let connected = false;
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.once('error', () => {
      if (connected) client.destroy();
      else forward(client, rest);
    });
    upstream.once('connect', () => {
      connected = true;
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  };
  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    forward(client, [...balancer.upstreams]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  balancer.close = async () => {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return balancer;
}
