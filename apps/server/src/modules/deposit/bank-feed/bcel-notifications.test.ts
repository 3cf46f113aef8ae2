import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedApi, bankFeedOperatorApi as api, type CreatedBankFeedDevice } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  kipPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { registeredAccount, setBankFeed } from '../../../../test/kits/bank-feed.ts';
import { makeOperator } from '../../../../test/kits/operators.ts';
import { bangkokNow } from '../../../../test/kits/statement-file.ts';

/**
 * BCEL's notifications through the feed (ADR 0180): an SMS or BCEL One message forwarded by the
 * site's BCEL phone credits kip to a kip member, once; the same to a baht member waits for an
 * operator (the BCEL account holds kip, ADR 0175).
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let headers: Record<string, string>;
beforeAll(async () => {
  await setBankFeed(t, { push: false, notification: true, statement: false });
  const admin = await makeOperator(t, 'admin');
  const device = (
    await call(t.app, api.createBankFeedDevice, { body: { label: 'BCEL phone' }, headers: admin.headers })
  ).json() as CreatedBankFeedDevice;
  headers = { 'x-device-key': `${device.id}.${device.key}` };
});

/** The site's BCEL account as BCEL masks it (0101000123456789 in the seed). */
const OUR_BCEL_SHOWN = '0101XXXXXXXX6789';

async function bcelSms(player: Player, kip: string, language: 'la' | 'en') {
  const from = await registeredAccount(t, player);
  // Masked (BCEL shows no sender bank, so a full account number would not be looked up), with
  // enough digits shown to tell this suite's members apart.
  const sender = `X${from.accountNo.slice(1)}`;
  const { date, time } = bangkokNow();
  const text =
    language === 'la'
      ? `${date} ${time} ບັນຊີ ${OUR_BCEL_SHOWN} ເງິນເຂົ້າ ${kip} ກີບ ຈາກ ${sender} ${from.name} ຍອດເຫຼືອ 9,999,999 ກີບ`
      : `${date} ${time} A/C ${OUR_BCEL_SHOWN} Credit ${kip} LAK from ${sender} ${from.name} Bal 9,999,999 LAK`;
  const sent = await call(t.app, bankFeedApi.notification, { body: { from: 'BCEL', text }, headers });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json() as { results: { outcome: string; duplicate: boolean }[] };
}

describe('a BCEL notification of money in', () => {
  it('credits a kip member in kip, once when the phone forwards it twice (Lao)', async () => {
    const kip = await kipPlayer(t, 0);
    expect(await bcelSms(kip, '100,000', 'la')).toMatchObject({ results: [{ outcome: 'CREDITED' }] });
    const again = await bcelSms(kip, '100,000', 'la');
    expect(again.results[0]).toMatchObject({ duplicate: true });
    expect((await walletOf(t.app, kip)).wallet).toBe(100_000);
    await expectBooksBalanced(t);
  });

  it('credits a kip member from the English form', async () => {
    const kip = await kipPlayer(t, 0);
    expect(await bcelSms(kip, '65,000', 'en')).toMatchObject({ results: [{ outcome: 'CREDITED' }] });
    expect((await walletOf(t.app, kip)).wallet).toBe(65_000);
  });

  it('never credits a baht member: the kip waits for an operator', async () => {
    const baht = await fundedPlayer(t, 0);
    expect(await bcelSms(baht, '70,000', 'la')).toMatchObject({ results: [{ outcome: 'REVIEW' }] });
    expect((await walletOf(t.app, baht)).wallet).toBe(0);
    await expectBooksBalanced(t);
  });
});
