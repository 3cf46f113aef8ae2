import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { startFakeVendor, type FakeVendor } from '../../../../test/kits/fake-vendor.ts';
import { sandboxSlip, setSlipWindow, uploadSlip } from '../../../../test/kits/slip.ts';
import { maskAccount } from '../../../adapters/slip-verifier/sandbox.ts';

let t: TestApp;
let slipok: FakeVendor;
/** Per test: the sender account SlipOK reports, and the documented answer it gives. */
let senderAccount = '';
let mode: 'record' | 'duplicate' | 'quota' = 'record';

/** SlipOK's answer for a slip, as documented: the record, 1012 with the record, or 1004. */
function slipRecord(transRef: string) {
  const now = new Date();
  return {
    success: true,
    transRef,
    sendingBank: '004',
    receivingBank: '004',
    transDate: '20260101',
    transTime: '00:00:00',
    transTimestamp: now.toISOString(),
    amount: 321,
    sender: { displayName: 'x', account: { type: 'BANKAC', value: maskAccount(senderAccount) } },
    receiver: { displayName: 'y', account: { type: 'BANKAC', value: maskAccount('0481234567') } },
  };
}

beforeAll(async () => {
  slipok = await startFakeVendor((request) => {
    if (request.headers['x-authorization'] !== 'SLIPOKKEY01')
      return { status: 400, json: { code: 1002, message: 'x' } };
    // One transRef per slip payload, as the bank gives one per transfer.
    const { data: payload } = JSON.parse(request.body) as { data: string };
    const transRef = `REF${createHash('sha256').update(payload).digest('hex').slice(0, 16)}`;
    if (mode === 'quota') return { status: 400, json: { code: 1004, message: 'ใช้เกินโควต้า' } };
    if (mode === 'duplicate')
      return { status: 400, json: { code: 1012, message: 'สลิปซ้ำ', data: slipRecord(transRef) } };
    return { status: 200, json: { success: true, data: slipRecord(transRef) } };
  });
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    SLIP_VERIFIER: 'slipok',
    SLIPOK_API_KEY: 'SLIPOKKEY01',
    SLIPOK_BRANCH_ID: '4242',
    SLIPOK_BASE_URL: slipok.url,
  });
  await setSlipWindow(t, 'open');
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
  await slipok.close();
});

async function memberWithAccount(): Promise<Player> {
  const member = await fundedPlayer(t, 0);
  const { rows } = await t.database.pool.query<{ no: string }>(
    'SELECT bank_account_no AS no FROM members WHERE id = $1',
    [member.memberId],
  );
  senderAccount = rows[0]!.no;
  return member;
}

describe('slip deposits through SlipOK', () => {
  it('credits a slip SlipOK says it checked before (1012) once: our duplicate rules decide', async () => {
    const member = await memberWithAccount();
    mode = 'duplicate';
    const { image } = await sandboxSlip(t, { amount: 1 });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({ status: 'SUCCESS', amount: 321 });
    expect((await uploadSlip(t, member, image)).body.note).toBe('SLIP_REFNO_DUPLICATED');
    expect((await walletOf(t.app, member)).wallet).toBe(321);
    const sent = slipok.requests.at(-1)!;
    expect(sent.path).toBe('/4242');
  });

  it('keeps a slip pending and credits nothing when the quota is used up (1004)', async () => {
    const member = await memberWithAccount();
    mode = 'quota';
    const { image } = await sandboxSlip(t, { amount: 1 });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({
      status: 'PENDING',
      note: 'UNKNOW_ERROR',
    });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });
});
