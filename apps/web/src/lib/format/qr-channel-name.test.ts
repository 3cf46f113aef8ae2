import { describe, expect, it } from 'vitest';
import { translate } from '@wallet/i18n';
import { qrChannelName } from './qr-channel-name.ts';

describe('qrChannelName', () => {
  it('names every channel in words in each language, never by its provider code', () => {
    for (const locale of ['th', 'la', 'en'] as const) {
      const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
        translate(locale, key, vars);
      const names = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP', 'LAOQR'].map((code) =>
        qrChannelName(code, t),
      );
      expect(new Set(names).size).toBe(6);
      for (const name of names) expect(name).not.toMatch(/KBANK|WW|PAYTIMZ|PAYONEX|FP|LAOQR/);
      // The Lao QR is not a PromptPay gateway: it is named as Lao banking apps name it.
      expect(qrChannelName('LAOQR', t)).toContain('LAO QR');
    }
    expect(qrChannelName('PAYTIMZ', (key, vars) => `${key}:${String(vars?.n)}`)).toBe(
      'deposit.qrChannelGateway:2',
    );
  });
});
