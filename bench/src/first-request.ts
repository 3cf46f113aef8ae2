import { randomUUID } from 'node:crypto';
import { keptHeaders, type Bare } from './bare.ts';
import { requestHeaders, UNIQUE_ID, type LoadTarget } from './load.ts';

/** One request as the run's first connection would send it, with its own unique id. */
export async function send(target: LoadTarget, extra: Record<string, string> = {}): Promise<Response> {
  const headers = Object.fromEntries(
    Object.entries(requestHeaders(target)).map(([name, value]) => [
      name,
      value.replace(UNIQUE_ID, `check-${randomUUID()}`),
    ]),
  );
  return fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { ...headers, ...extra },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  });
}

/** One request first: a route that answers an error would otherwise bench the error path. */
export async function answersOk(target: LoadTarget): Promise<string | undefined> {
  const response = await send(target);
  const body = await response.text();
  return response.ok
    ? undefined
    : `${target.method ?? 'GET'} ${target.url} answered ${response.status} ${body.slice(0, 200)}`;
}

/**
 * The answer the route's first connection gets, kept for bare's twin route to send (ADR 0218).
 * fetch would ask for a compressed one by itself; autocannon asks for none.
 */
export async function keepAnswer(bare: Bare, name: string, route: LoadTarget): Promise<void> {
  const response = await send(route, { 'accept-encoding': 'identity' });
  if (response.ok)
    bare.keep(name, {
      headers: keptHeaders(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
}
