import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { maskAccount } from '../../../adapters/slip-verifier/sandbox.ts';
import { sandboxSlip, setSlipWindow, uploadSlip } from '../../../../test/kits/slip.ts';
import { registeredAccount, unlikeAccount } from '../../../../test/kits/bank-feed.ts';

let t: TestApp;
let server: http.Server;
/** The sender account the stand-in service reports, set per test. */
let senderAccount = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const { transRef } = JSON.parse(raw) as { transRef: string };
      if (request.headers.authorization !== 'Bearer t0ken') return void response.writeHead(401).end('{}');
      const data = {
        transRef,
        date: new Date().toISOString(),
        amount: { amount: 321 },
        sender: { bank: { id: '004' }, account: { bank: { account: maskAccount(senderAccount) } } },
        receiver: { bank: { id: '004' }, account: { bank: { account: maskAccount('0481234567') } } },
      };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 200, data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    SLIP_VERIFIER: 'http',
    SLIP_VERIFIER_URL: `http://127.0.0.1:${port}/verify`,
    SLIP_VERIFIER_TOKEN: 't0ken',
  });
  await setSlipWindow(t, 'open');
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('slip deposits through an HTTP slip-verification service', () => {
  it("credits the amount the service reports, once, when it shows the member's account", async () => {
    const member = await fundedPlayer(t, 0);
    const { rows } = await t.database.pool.query<{ no: string }>(
      'SELECT bank_account_no AS no FROM members WHERE id = $1',
      [member.memberId],
    );
    senderAccount = rows[0]!.no;
    // The sandbox bank only prints the slip here; the amount comes from the service.
    const { image } = await sandboxSlip(t, { amount: 1 });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({ status: 'SUCCESS', amount: 321 });
    expect((await uploadSlip(t, member, image)).body.note).toBe('SLIP_REFNO_DUPLICATED');
    expect((await walletOf(t.app, member)).wallet).toBe(321);
  });

  it('refuses the slip when the service shows another sender', async () => {
    const member = await fundedPlayer(t, 0);
    senderAccount = unlikeAccount((await registeredAccount(t, member)).accountNo);
    const { image } = await sandboxSlip(t, { amount: 1 });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH' });
  });
});
