/**
 * Failures the sandbox adapters can be told to produce, so tests and the sandbox API can
 * exercise every way an outside system misbehaves. A rule matches an adapter operation
 * (and optionally a provider) and fires `times` times (forever when omitted).
 *
 * - fail: a definite refusal; nothing was applied.
 * - timeout: the call times out before the remote side applied anything.
 * - lost-reply: the remote side applied the operation, then the reply was lost (a timeout).
 * - hang-after-apply: applied, then no reply ever comes (the process is killed in the crash test).
 * - hang: no reply ever comes and nothing was applied (a rail or provider that stopped answering;
 *   our deadlines, not the adapter, end the wait).
 * - slow: answers normally after delayMs.
 * - unknown-user: the remote side does not know the account.
 */
export const FAULT_MODES = [
  'fail',
  'timeout',
  'lost-reply',
  'hang-after-apply',
  'hang',
  'slow',
  'unknown-user',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export const FAULT_TARGETS = ['games', 'payout'] as const;
export type FaultTarget = (typeof FAULT_TARGETS)[number];

export interface FaultRule {
  target: FaultTarget;
  /** Adapter operation (deposit, withdraw, balance, create, reset, status, submit); any when omitted. */
  op?: string;
  provider?: string;
  mode: FaultMode;
  times?: number;
  delayMs?: number;
}

export class FaultPlan {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  /** The first rule matching this call, used up by one when it has a count. */
  take(target: FaultTarget, op: string, provider?: string): FaultRule | undefined {
    const index = this.rules.findIndex(
      (rule) =>
        rule.target === target &&
        (rule.op === undefined || rule.op === op) &&
        (rule.provider === undefined || rule.provider === provider),
    );
    if (index < 0) return undefined;
    const rule = this.rules[index]!;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A reply that never comes. */
export const never = () => new Promise<never>(() => {});
