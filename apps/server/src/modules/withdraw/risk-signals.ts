import { toBaht, type RiskSignal, type SettingShapes } from '@wallet/contract';
import type { z } from 'zod';

export type RiskThresholds = z.infer<SettingShapes['withdrawalRisk']>;

/** Failed deposits in 7 days from which a withdrawal is flagged. */
export const FAILED_DEPOSITS_FLAG = 3;

const HOUR_MS = 3_600_000;

/** What the signals are computed from, as the withdrawal stood when it was asked for (satang). */
export interface RiskFacts {
  askedAt: Date;
  memberSince: Date;
  /** Deposits since the member's last paid withdrawal (or ever), up to the withdrawal. */
  depositsSince: number;
  /** What went from the wallet to games in the same window: the turnover we can see. */
  turnoverSince: number;
  lastBankChangeAt: Date | null;
  firstWithdrawal: boolean;
  /** Withdrawals asked in the withdrawal's Bangkok day up to it, itself included. */
  withdrawalsToday: number;
  sharedBankAccount: boolean;
  failedDeposits7d: number;
  afterOperatorCredit: boolean;
  /**
   * Other members seen on the member's devices or public addresses within `sharedDeviceDays`
   * before the withdrawal, and how many of its devices and addresses they share (ADR 0182).
   */
  shared: { members: number; devices: number; addresses: number };
}

const oneDecimal = (value: number) => Math.floor(value * 10) / 10;

/**
 * The risk signals of one withdrawal (issue 41, ADR 0164), each with the figures the back-office
 * explains it with. Pure: the same facts and thresholds always give the same signals, so the
 * picture does not change while the withdrawal waits.
 */
export function riskSignals(facts: RiskFacts, limits: RiskThresholds): RiskSignal[] {
  const signals: RiskSignal[] = [];
  const required = Math.round(facts.depositsSince * limits.turnoverMultiple);
  if (facts.depositsSince > 0 && facts.turnoverSince < required)
    signals.push({
      code: 'UNPLAYED_DEPOSITS',
      figures: {
        deposits: toBaht(facts.depositsSince),
        turnover: toBaht(facts.turnoverSince),
        required: toBaht(required),
        multiple: limits.turnoverMultiple,
      },
    });
  const ageHours = (facts.askedAt.getTime() - facts.memberSince.getTime()) / HOUR_MS;
  if (ageHours < limits.newAccountHours)
    signals.push({
      code: 'NEW_ACCOUNT',
      figures: { hours: oneDecimal(ageHours), threshold: limits.newAccountHours },
    });
  if (facts.lastBankChangeAt) {
    const days = (facts.askedAt.getTime() - facts.lastBankChangeAt.getTime()) / (24 * HOUR_MS);
    if (days < limits.bankChangeDays)
      signals.push({
        code: 'BANK_CHANGED',
        figures: { days: oneDecimal(days), threshold: limits.bankChangeDays },
      });
  }
  if (facts.firstWithdrawal) signals.push({ code: 'FIRST_WITHDRAWAL', figures: {} });
  if (facts.withdrawalsToday >= limits.withdrawalsPerDay)
    signals.push({
      code: 'MANY_TODAY',
      figures: { count: facts.withdrawalsToday, threshold: limits.withdrawalsPerDay },
    });
  if (facts.sharedBankAccount) signals.push({ code: 'SHARED_BANK_ACCOUNT', figures: {} });
  if (facts.failedDeposits7d >= FAILED_DEPOSITS_FLAG)
    signals.push({
      code: 'FAILED_DEPOSITS',
      figures: { count: facts.failedDeposits7d, threshold: FAILED_DEPOSITS_FLAG },
    });
  if (facts.afterOperatorCredit) signals.push({ code: 'AFTER_OPERATOR_CREDIT', figures: {} });
  if (limits.sharedDeviceDays > 0 && facts.shared.members > 0)
    signals.push({ code: 'SHARED_DEVICE', figures: { ...facts.shared, days: limits.sharedDeviceDays } });
  return signals;
}
