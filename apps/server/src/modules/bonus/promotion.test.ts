import { describe, expect, it } from 'vitest';
import { bonusApi, bonusListReply, promotionApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get } from '../../../test/money.ts';
import { call } from '../../../test/call.ts';
import { activate, createBonus, deposit } from '../../../test/kits/bonus.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

async function find(player: { headers: Record<string, string> }, code: string) {
  const response = await call(t.app, promotionApi.find, { params: { code }, headers: player.headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('promotion codes', () => {
  it('find is case-insensitive and answers percentFail and description', async () => {
    const code = await createBonus(t, { promotion: true, maxReceived: 1, percentFail: 30 });
    const player = await fundedPlayer(t, 1000);
    expect(await find(player, code.toLowerCase())).toEqual({
      status: 200,
      body: {
        code,
        percentFail: 30,
        description: `Test bonus ${code}`,
        percent: 50,
        maxBonus: 500,
        minDeposit: 100,
      },
    });
  });

  it('unknown, ended, or a listed bonus’s code: NO_PROMOTION', async () => {
    const player = await fundedPlayer(t, 0);
    const ended = await createBonus(t, { promotion: true, endsAt: new Date(Date.now() - 1) });
    const listed = await createBonus(t);
    for (const code of ['NOSUCHCODE', ended, listed])
      expect(await find(player, code)).toEqual({ status: 404, body: { message: 'NO_PROMOTION' } });
  });

  it('activate credits it once; then find and activate answer PROMOTION_RECEIVED; current shows it while held', async () => {
    const code = await createBonus(t, { promotion: true, maxReceived: 1, percentFail: 25 });
    const player = await fundedPlayer(t, 1000);
    expect((await get(t.app, player, promotionApi.current)).json()).toEqual({});
    expect((await activate(t, player, code.toLowerCase(), undefined, true)).body).toMatchObject({
      code,
      bonus: 500,
      wallet: { amount: 1500 },
    });
    expect((await get(t.app, player, promotionApi.current)).json()).toMatchObject({ code, percentFail: 25 });
    expect((await get(t.app, player, bonusApi.active)).json()).toEqual({
      status: true,
      type: 'limit',
      code,
      target: 3000,
      floor: 10,
      mayEnd: false,
      total: 1500,
    });
    expect(await find(player, code)).toEqual({ status: 409, body: { message: 'PROMOTION_RECEIVED' } });
    await t.database.pool.query(
      `UPDATE member_bonuses SET is_active = false, end_reason = 'clear', ended_at = now() WHERE member_id = $1`,
      [player.memberId],
    );
    await deposit(t, player, 1000);
    expect(await activate(t, player, code, undefined, true)).toEqual({
      status: 409,
      body: { message: 'PROMOTION_RECEIVED' },
    });
  });

  it('an unknown promotion code on activate is NO_PROMOTION', async () => {
    const player = await fundedPlayer(t, 1000);
    expect(await activate(t, player, 'NOSUCHCODE', undefined, true)).toEqual({
      status: 404,
      body: { message: 'NO_PROMOTION' },
    });
  });
});

describe('GET /api/bonus and the checks', () => {
  it('lists open bonuses with the member’s receipts and active marker; minimum compares the unused deposit', async () => {
    const code = await createBonus(t, { maxReceived: 2, minDeposit: 50_000 });
    const player = await fundedPlayer(t, 1000);
    const before = bonusListReply.parse((await get(t.app, player, bonusApi.list)).json());
    expect(before.find((bonus) => bonus.code === code)).toMatchObject({
      type: 'limit',
      maxReceived: 2,
      percentFail: 50,
      banners: [{ image: '/bonus/welcome.svg', html: `<p>${code}</p>` }],
      userBonus: { _id: null, isActive: false, received: [] },
    });
    expect((await get(t.app, player, bonusApi.minimum)).json()).toMatchObject({
      status: true,
      deposit: 1000,
    });
    await deposit(t, player, 50);
    expect((await get(t.app, player, bonusApi.minimum)).json()).toMatchObject({
      status: false,
      deposit: 50,
    });
    await deposit(t, player, 600);
    const taken = await activate(t, player, code);
    const after = bonusListReply.parse((await get(t.app, player, bonusApi.list)).json());
    expect(after.find((bonus) => bonus.code === code)?.userBonus).toEqual({
      _id: taken.body._id,
      isActive: true,
      received: [{ updatedAt: expect.any(String) }],
    });
    expect((await get(t.app, player, bonusApi.minimum)).json()).toMatchObject({
      status: false,
      deposit: null,
    });
  });
});
