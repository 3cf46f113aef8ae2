import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSlipVerifier } from './http.ts';

const TOKEN = 'verifier-token';
let server: http.Server;
let url: string;
const received: { authorization?: string; body: unknown }[] = [];

const record = {
  transRef: 'REF1',
  date: '2026-11-22T10:15:00+07:00',
  amount: { amount: 150.5, local: { amount: 0, currency: '' } },
  sender: {
    bank: { id: '004', short: 'KBANK' },
    account: { bank: { type: 'BANKAC', account: 'xxx-x-x1234-x' } },
  },
  receiver: { bank: { id: '014' }, account: { bank: { type: 'BANKAC', account: 'xxx-x-x9876-x' } } },
};

/** A stand-in for a slip-verification service: the transRef picks its answer. */
function answer(transRef: string, response: http.ServerResponse): void {
  const json = (status: number, body: unknown): void => {
    response.writeHead(status).end(JSON.stringify(body));
  };
  if (transRef === 'REF1') return json(200, { status: 200, data: record });
  if (transRef === 'NOSENDER') return json(200, { status: 200, data: { ...record, sender: null } });
  if (transRef === 'MISSING') return json(404, { status: 404, message: 'slip_not_found' });
  if (transRef === 'BADQR') return json(400, { status: 400, message: 'invalid_payload' });
  if (transRef === 'CAPTCHA') return json(400, { status: 400, message: 'captcha_failed' });
  if (transRef === 'QUOTA') return json(403, { status: 403, message: 'quota_exceeded' });
  if (transRef === 'DOWN') return json(500, { status: 500, message: 'server_error' });
  if (transRef === 'GARBLED') return void response.writeHead(200).end('<html>maintenance</html>');
  if (transRef === 'ODD') return json(200, { status: 200, data: { ...record, amount: { amount: 1.005 } } });
  // SLOW: never answers.
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { transRef: string };
      received.push({ authorization: request.headers.authorization, body });
      answer(body.transRef, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/verify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const verifier = () => new HttpSlipVerifier(url, TOKEN, 300);
const ref = (transRef: string) => ({ sendingBank: '004', transRef, payload: `payload-${transRef}` });

describe('HttpSlipVerifier', () => {
  it('posts the slip with the bearer token and reads the bank record', async () => {
    expect(await verifier().verify(ref('REF1'))).toEqual({
      outcome: 'transfer',
      transfer: {
        transRef: 'REF1',
        amount: 15050,
        transferredAt: new Date('2026-11-22T03:15:00Z'),
        sender: { bank: '004', account: 'xxx-x-x1234-x' },
        receiver: { bank: '014', account: 'xxx-x-x9876-x' },
      },
    });
    expect(received.at(-1)).toEqual({
      authorization: `Bearer ${TOKEN}`,
      body: { payload: 'payload-REF1', sendingBank: '004', transRef: 'REF1' },
    });
  });

  it('keeps a missing sender as null', async () => {
    const result = await verifier().verify(ref('NOSENDER'));
    expect(result.outcome === 'transfer' && result.transfer.sender).toBeNull();
  });

  it.each([
    ['MISSING', 'not-found'],
    ['BADQR', 'not-found'],
    ['CAPTCHA', 'captcha'],
    ['QUOTA', 'error'],
    ['DOWN', 'error'],
    ['GARBLED', 'error'],
    ['ODD', 'error'],
    ['SLOW', 'timeout'],
  ])('maps %s to %s', async (transRef, outcome) => {
    expect(await verifier().verify(ref(transRef))).toEqual({ outcome });
  });

  it('answers error when the service cannot be reached', async () => {
    const unreachable = new HttpSlipVerifier('http://127.0.0.1:1/api/verify', TOKEN, 300);
    expect(await unreachable.verify(ref('REF1'))).toEqual({ outcome: 'error' });
  });
});
