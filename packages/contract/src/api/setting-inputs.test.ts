import { describe, expect, it } from 'vitest';
import { settingGroupInputs, settingTableInputs } from './setting-inputs.ts';

describe("the settings' inputs read from the contract's shapes (ADR 0122)", () => {
  it("names the wheel's colours, its prize kinds with each kind's fields, and the groups' enums", () => {
    expect(settingGroupInputs.spin).toEqual({
      'spin.wheel.slices.*.bgColor': { kind: 'colour' },
      'spin.wheel.slices.*.textColor': { kind: 'colour' },
      'spin.wheel.slices.*.prize.type': {
        kind: 'choice',
        options: ['credit', 'coin', 'none'],
        variants: { credit: { amount: 1, amountKip: 0 }, coin: { amount: 1 }, none: {} },
      },
    });
    expect(settingGroupInputs.withdraw['withdrawApproval.mode']).toEqual({
      kind: 'choice',
      options: ['operator', 'auto'],
    });
    expect(settingGroupInputs.deposit['deposit.banks.*.mode']).toEqual({
      kind: 'choice',
      options: ['AUTO', 'SMS', 'MANUAL'],
    });
  });

  it("reads a table's row as changed: a nullable instant is an instant, read-only fields are not there", () => {
    expect(settingTableInputs.bonuses).toEqual({
      type: { kind: 'choice', options: ['limit', 'day', 'week'] },
      startsAt: { kind: 'instant' },
      endsAt: { kind: 'instant' },
    });
    expect(settingTableInputs.banks).toEqual({});
  });
});
