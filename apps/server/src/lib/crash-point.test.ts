import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sandboxParts } from '../sandbox-parts.ts';
import {
  ALL_CRASH_POINTS,
  armCrashPlan,
  CRASH_POINTS,
  crashPoint,
  CrashPointReached,
  parseCrashPlan,
} from './crash-point.ts';

afterEach(() => armCrashPlan(undefined));

describe('crash points (ADR 0178)', () => {
  it('reads CRASH_AT as a registered point and a mode, exit by default', () => {
    expect(parseCrashPlan('transfer.afterHold')).toEqual({ point: 'transfer.afterHold', mode: 'exit' });
    expect(parseCrashPlan('withdrawal.afterSettle:throw')).toEqual({
      point: 'withdrawal.afterSettle',
      mode: 'throw',
    });
    expect(parseCrashPlan('transfer.nowhere')).toBeUndefined();
    expect(parseCrashPlan('transfer.afterHold:explode')).toBeUndefined();
    expect(parseCrashPlan('transfer.afterHold:exit:again')).toBeUndefined();
    expect(loadConfig({ CRASH_AT: 'transfer.afterSettle:throw' }).crashPlan).toEqual({
      point: 'transfer.afterSettle',
      mode: 'throw',
    });
    expect(loadConfig({}).crashPlan).toBeUndefined();
    expect(() => loadConfig({ CRASH_AT: 'transfer.nowhere' })).toThrow(/CRASH_AT/);
  });

  it('is a sandbox part: a production start refuses it unless sandbox parts are allowed', () => {
    const real = {
      sandbox: false,
      SMS_ADAPTER: 'http',
      SLIP_VERIFIER: 'http',
      GAME_PROVIDER_ADAPTER: 'http',
      PAYOUT_RAIL: 'manual',
      TRUEMONEY: 'manual',
      QR_GATEWAY: 'opn',
    } as const;
    expect(sandboxParts(real)).toEqual([]);
    expect(sandboxParts({ ...real, crashPlan: parseCrashPlan('transfer.afterHold') })).toEqual([
      expect.stringMatching(/CRASH_AT/),
    ]);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      CRASH_AT: 'transfer.afterHold',
    };
    expect(() => loadConfig(production)).toThrow(/crash plan .*\(CRASH_AT\)/);
  });

  it('does nothing unarmed or at another point, and throws at the armed one in throw mode', () => {
    for (const point of ALL_CRASH_POINTS) expect(() => crashPoint(point)).not.toThrow();
    armCrashPlan({ point: 'withdrawal.afterPayoutAnswer', mode: 'throw' });
    expect(() => crashPoint('withdrawal.afterHold')).not.toThrow();
    expect(() => crashPoint('withdrawal.afterPayoutAnswer')).toThrow(CrashPointReached);
  });

  it('keeps one list per money path, every name under its path', () => {
    for (const [path, points] of Object.entries(CRASH_POINTS))
      for (const point of points) expect(point.startsWith(`${path}.`)).toBe(true);
    expect(new Set(ALL_CRASH_POINTS).size).toBe(ALL_CRASH_POINTS.length);
  });
});
