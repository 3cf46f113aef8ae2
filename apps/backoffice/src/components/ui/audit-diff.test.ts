import { describe, expect, it } from 'vitest';
import { auditDiff, isBahtField } from './audit-diff.ts';

describe('audit diff', () => {
  it('lists only what changed, nested settings as paths, a field on one side as from or to nothing', () => {
    expect(
      auditDiff(
        { withdrawApproval: { mode: 'operator', secondApproverAboveBaht: 20000 }, status: 'WAITING' },
        { withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 20000 }, amount: 10000 },
      ),
    ).toEqual([
      { field: 'withdrawApproval.mode', before: 'operator', after: 'auto' },
      { field: 'status', before: 'WAITING', after: undefined },
      { field: 'amount', before: undefined, after: 10000 },
    ]);
    expect(auditDiff(null, { credits: [{ amount: 1 }] })).toEqual([
      { field: 'credits', before: undefined, after: [{ amount: 1 }] },
    ]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('knows the baht fields', () => {
    expect(['amount', 'after.amount', 'total', 'memberCreditsBaht'].every(isBahtField)).toBe(true);
    expect(['amounts', 'count', 'batchId'].some(isBahtField)).toBe(false);
  });
});
