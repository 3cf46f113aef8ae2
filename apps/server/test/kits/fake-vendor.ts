import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake vendor was sent: enough to check our requests follow the vendor's documentation. */
export interface VendorRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as text (JSON, form-encoded, or multipart). */
  body: string;
}

/** The fake's answer: a status and a JSON body, or `hang` (never answers), or raw text. */
export type VendorAnswer = { status: number; json?: unknown; text?: string } | 'hang';

export interface FakeVendor {
  url: string;
  requests: VendorRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for a vendor's HTTP API, started in the test and answering as its documentation
 * says (the test's `answer` decides from the request), so adapters are tested against the
 * published shapes, errors included.
 */
export async function startFakeVendor(answer: (request: VendorRequest) => VendorAnswer): Promise<FakeVendor> {
  const requests: VendorRequest[] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: VendorRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      requests.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.text ?? JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
