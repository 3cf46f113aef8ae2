import { describe, expect, it } from 'vitest';
import { TrueMoneyError } from '../../../adapters/truemoney/port.ts';
import { redeemerCall } from './redeemer-call.ts';

describe('redeemerCall', () => {
  it('answers what the service answered in time', async () => {
    await expect(redeemerCall(async () => 'ok', 50)).resolves.toBe('ok');
  });

  it('makes a call past our deadline an unknown outcome', async () => {
    const error = await redeemerCall(() => new Promise(() => {}), 20).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TrueMoneyError);
    expect((error as TrueMoneyError).definite).toBe(false);
  });

  it('keeps a definite refusal definite and makes any other failure unknown', async () => {
    const refused = await redeemerCall(() => Promise.reject(new TrueMoneyError(true)), 50).catch(
      (caught: unknown) => caught,
    );
    expect((refused as TrueMoneyError).definite).toBe(true);
    const broken = await redeemerCall(() => Promise.reject(new TypeError('fetch failed')), 50).catch(
      (caught: unknown) => caught,
    );
    expect(broken).toBeInstanceOf(TrueMoneyError);
    expect((broken as TrueMoneyError).definite).toBe(false);
  });
});
