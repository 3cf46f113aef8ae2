/**
 * A bonus row as the back-office lists it (the settings table `bonuses`), for the screens' tests:
 * its baht terms with their kip figures beside them (ADR 0190); a test names its code and any
 * field it reads.
 */
export const bonusRowOf = (code: string, fields: Record<string, unknown> = {}) => ({
  code,
  promotion: false,
  type: 'limit',
  maxReceived: 1,
  description: { th: code },
  percent: 50,
  maxBonus: 500,
  maxBonusKip: 325_000,
  minDeposit: 100,
  minDepositKip: 65_000,
  percentFail: 50,
  targetTimes: 3,
  bustBelow: 10,
  bustBelowKip: 6_500,
  withdrawCapTimes: 3,
  banners: [],
  enabled: true,
  startsAt: null,
  endsAt: null,
  sort: 0,
  ...fields,
});
