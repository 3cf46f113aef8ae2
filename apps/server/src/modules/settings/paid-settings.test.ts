import { beforeAll, describe, expect, it } from 'vitest';
import {
  isMoneyControlSetting,
  settingChangesApi,
  settingsOperatorApi,
  type SettingChange,
  type SettingGroup,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { settingDefaults } from './index.ts';

/**
 * The settings members are paid from (ADR 0194): a wheel's prizes, the loss refund's rate and
 * minimum, the invite reward's rate and the claim odds. One admin's change of any of them waits
 * for a second, independent admin, as the deposit and withdrawal limits do (ADR 0130); what only
 * switches a programme on or off, or its banners, applies at once.
 */
const t = useTestApp({ ...MONEY_TEST_ENV, OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
const api = settingsOperatorApi;

const richerWheel = structuredClone(settingDefaults.spin);
const firstCredit = richerWheel.wheel.slices.find((slice) => slice.prize.type === 'credit')!;
firstCredit.prize = { type: 'credit', amount: 50_000, amountKip: 0 };

/** One change per setting a member is paid from, each to a value that pays more. */
const paidChanges: { label: string; group: SettingGroup; body: Record<string, unknown> }[] = [
  { label: "a wheel's credit prize", group: 'spin', body: { spin: richerWheel } },
  {
    label: "the refund's rate and minimum",
    group: 'refund',
    body: { refund: { ...settingDefaults.refund, percent: 100, minimum: 0 } },
  },
  {
    label: "the invite reward's rate",
    group: 'invite',
    body: { invite: { ...settingDefaults.invite, percent: 100 } },
  },
  { label: 'the claim odds', group: 'invite', body: { inviteClaim: { success: 100, fail: 0 } } },
];

async function readGroup(by: TestOperator, group: SettingGroup) {
  return (await call(t.app, api[group].read, { headers: by.headers })).json<Record<string, unknown>>();
}

describe('the settings members are paid from wait for a second admin', () => {
  let asker: TestOperator;
  let second: TestOperator;
  beforeAll(async () => {
    asker = await makeOperator(t, 'admin');
    second = await makeOperator(t, 'admin');
  });

  it.each(paidChanges)(
    '$label waits, and applies when the second admin confirms',
    async ({ group, body }) => {
      const [name] = Object.keys(body);
      expect(isMoneyControlSetting(name!)).toBe(true);
      const before = (await readGroup(asker, group))[name!];
      const asked = await call(t.app, api[group].change, {
        headers: asker.headers,
        body: { ...body, reason: 'a richer season' } as never,
      });
      expect(asked.statusCode).toBe(202);
      const { pending } = asked.json<{ pending: SettingChange }>();
      expect(pending).toMatchObject({ group, status: 'WAITING', requestedBy: { id: asker.id } });
      expect((await readGroup(asker, group))[name!]).toEqual(before);

      const confirm = (by: TestOperator) =>
        call(t.app, settingChangesApi.confirm, {
          headers: by.headers,
          params: { changeId: pending.id },
          body: { reason: 'agreed' },
        });
      expect((await confirm(asker)).json()).toEqual({ message: 'SAME_OPERATOR' });
      expect((await confirm(second)).statusCode).toBe(200);
      expect((await readGroup(asker, group))[name!]).toEqual(body[name!]);
    },
  );

  it('switching the wheel on or off, and the banners, apply at once', async () => {
    const spin = await call(t.app, api.spin.change, { headers: asker.headers, body: { spinActive: true } });
    expect(spin.statusCode).toBe(200);
    expect(spin.json()).toMatchObject({ spinActive: true });
    const banners = [{ image: '/images/refund.png', html: settingDefaults.refund.info }];
    const refund = await call(t.app, api.refund.change, {
      headers: asker.headers,
      body: { refundBanners: banners },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json<{ refundBanners: unknown[] }>().refundBanners).toHaveLength(1);
  });
});
