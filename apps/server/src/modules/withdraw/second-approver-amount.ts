import { satangOf, type Currency } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';

/** 20,000 baht at 650 kip (ADR 0190): a kip figure stored before the setting had one. */
const DEFAULT_KIP = 13_000_000;

/**
 * The amount (minor units) above which a withdrawal waits for two operators (ADR 0106), in the
 * member's currency: the baht setting for baht, its kip twin for kip (ADR 0190). Never one
 * currency's figure against the other's amounts.
 */
export async function secondApproverAbove(
  settings: Pick<SettingsService, 'getIn'>,
  db: Queryable,
  currency: Currency,
): Promise<number> {
  if (currency === 'LAK')
    return satangOf((await settings.getIn(db, 'kipAmounts')).withdrawSecondApproverKip ?? DEFAULT_KIP);
  return satangOf((await settings.getIn(db, 'withdrawApproval')).secondApproverAboveBaht);
}
