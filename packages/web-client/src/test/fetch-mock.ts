import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>;

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  cache: RequestCache | undefined;
}

/**
 * Replaces global fetch with a table keyed "METHOD /path". Only fetch is mocked: the real API
 * client, session and i18n code run in every test.
 */
export function mockFetch(table: Record<string, Handler | MockAnswer>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: new Headers(init?.headers), cache: init?.cache });
    const entry = table[`${method} ${path}`];
    if (!entry) return jsonResponse({ status: 404, body: { message: 'NO_DATA' } });
    const answer = typeof entry === 'function' ? await entry(init) : entry;
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

function jsonResponse({ status = 200, body, headers }: MockAnswer): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
