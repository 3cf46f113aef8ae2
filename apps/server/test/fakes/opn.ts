import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const OPN_TEST_SECRET = 'skey_test_5xfakesecret0000000001';
export const OPN_TEST_PUBLIC = 'pkey_test_5xfakepublic0000000001';

interface FakeCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  paid: boolean;
  metadata: Record<string, unknown>;
  source: { object: 'source'; type: string; flow: 'offline'; scannable_code: unknown };
}

/**
 * A stand-in for Opn Payments' API as its documentation describes it (Charges API, PromptPay):
 * HTTP Basic with the secret key, `POST /charges` with a promptpay source answering a pending
 * charge whose source carries a scannable_code (a QR document and its raw EMVCo data),
 * `GET /charges/:id`, `POST /charges/:id/expire`, and Opn's error object
 * (`{"object":"error","location":…,"code":…,"message":…}`) for authentication_failure (401),
 * not_found (404), invalid_charge (400) and a failing service (500).
 */
export async function startFakeOpn() {
  const charges = new Map<string, FakeCharge>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  let failNext: number | null = null;
  let count = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, {
      object: 'error',
      location: `https://www.omise.co/api-errors#${code}`,
      code,
      message,
    });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    requests.push({ method: req.method ?? '', path, body });
    const expected = `Basic ${Buffer.from(`${OPN_TEST_SECRET}:`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return error(res, 401, 'authentication_failure', 'authentication failed');
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return error(res, status, 'internal_error', 'service unavailable');
    }
    if (req.method === 'POST' && path === '/charges') {
      const input = body as { amount: number; currency: string; source: { type: string }; metadata?: object };
      if (input.source?.type !== 'promptpay' || input.currency !== 'thb')
        return error(res, 400, 'invalid_charge', 'source type is not supported');
      if (!Number.isInteger(input.amount) || input.amount < 2000)
        return error(res, 400, 'invalid_charge', 'amount must be at least 2000');
      const id = `chrg_test_${(count += 1).toString(36)}fake${Date.now().toString(36)}`;
      const charge: FakeCharge = {
        object: 'charge',
        id,
        amount: input.amount,
        currency: 'THB',
        status: 'pending',
        paid: false,
        metadata: { ...(input.metadata ?? {}) },
        source: {
          object: 'source',
          type: 'promptpay',
          flow: 'offline',
          scannable_code: {
            object: 'barcode',
            type: 'qr',
            image: {
              object: 'document',
              id: `docu_test_${id}`,
              filename: 'qrcode.svg',
              kind: 'qr',
              download_uri: `https://api.omise.co/charges/${id}/documents/docu_test_${id}/downloads/qrcode.svg`,
            },
            raw_data: `00020101021230830016A00000067701011201150105560068127180218${id.slice(-16)}5303764540${input.amount}5802TH6304ABCD`,
          },
        },
      };
      charges.set(id, charge);
      return send(res, 200, charge);
    }
    const match = /^\/charges\/([^/]+)(\/expire)?$/.exec(path);
    const charge = match ? charges.get(match[1]!) : undefined;
    if (!charge) return error(res, 404, 'not_found', 'charge was not found');
    if (req.method === 'GET' && !match![2]) return send(res, 200, charge);
    if (req.method === 'POST' && match![2]) {
      if (charge.status !== 'pending') return error(res, 400, 'failed_expire', 'charge is not pending');
      charge.status = 'expired';
      return send(res, 200, charge);
    }
    return error(res, 404, 'not_found', 'path not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, 'internal_error', 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    charges,
    /** What the payer's bank does: the charge completes (Opn would then post charge.complete). */
    complete(id: string, status: 'successful' | 'failed' = 'successful') {
      const charge = charges.get(id)!;
      charge.status = status;
      charge.paid = status === 'successful';
    },
    /** The next call answers this HTTP status with Opn's error object. */
    failNext(status: number) {
      failNext = status;
    },
    /** The `charge.complete` event Opn posts to the webhook endpoint. */
    event(id: string) {
      const charge = charges.get(id) ?? { object: 'charge', id };
      return JSON.stringify({ object: 'event', id: `evnt_test_${id}`, key: 'charge.complete', data: charge });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
