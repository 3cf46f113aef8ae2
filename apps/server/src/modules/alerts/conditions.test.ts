import { describe, expect, it } from 'vitest';
import type { BankFeedHealth } from '@wallet/contract';
import { feedAlerts } from './conditions.ts';

const limits = {
  withdrawalWaitMinutes: 15,
  creditWaitMinutes: 15,
  settingChangeWaitMinutes: 60,
  feedUnmatchedOver: 5,
};

function health(unmatched: number): BankFeedHealth {
  const source = { bankCode: 'KBANK', accountNo: '1234567890', enabled: true };
  return {
    silentAfterMinutes: 30,
    sources: [
      { ...source, source: 'push', lastAt: '2026-11-29T01:00:00.000Z', silent: true },
      { ...source, source: 'statement', lastAt: null, silent: false },
    ],
    errors: { unparsed: 0, noAccount: 0 },
    waiting: { review: 0, unmatched, unparsed: 0, ambiguous: 0 },
  } as unknown as BankFeedHealth;
}

describe('feedAlerts', () => {
  it('tells a silent source only in working hours, keyed by account and source', () => {
    const alerts = feedAlerts(health(0), limits, 'en', true);
    expect(alerts).toEqual([
      {
        kind: 'feedSilent',
        key: 'feedSilent:1234567890:push',
        text: '🔕 Bank feed push of account KBANK 1234567890 is silent: nothing since 2026-11-29 01:00 UTC',
        path: '/bank-feed',
      },
    ]);
    expect(feedAlerts(health(0), limits, 'en', false)).toEqual([]);
  });

  it('tells unmatched credits once they are more than the threshold, in the language asked', () => {
    expect(feedAlerts(health(5), limits, 'la', false)).toEqual([]);
    expect(feedAlerts(health(6), limits, 'la', false)).toEqual([
      {
        kind: 'feedUnmatched',
        key: 'feedUnmatched',
        text: '❓ ລາຍການໂອນຈາກທະນາຄານທີ່ຈັບຄູ່ສະມາຊິກບໍ່ໄດ້ 6 ລາຍການ (ເກີນ 5)',
        path: '/bank-feed',
      },
    ]);
  });
});
