import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every amount a member sees goes through memberMoney (ADR 0167), so a kip member never meets a
 * baht figure: a screen that formats money itself is a screen a kip member reads wrong. Allowed:
 * memberMoney itself, the baht defaults of two pure helpers whose screens pass the member's money,
 * and the auto-amount deposit, a baht-only way (unique satang) not yet offered in kip.
 */
const ALLOWED = new Set([
  'lib/wallet/member-money.ts',
  'features/withdraw/withdraw-validation.ts',
  'features/statement/statement-format.ts',
  'features/deposit/auto-amount/AutoAmountSection.tsx',
]);

/** The contract's formatters, and the browser's own (ADR 0221: no Intl on member screens). */
const FORMATTING = /\bformat(Baht|Money|Whole)\b|\.toLocaleString\(|\bIntl\./;

const root = path.resolve(__dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('money in the member’s currency, one way', () => {
  it('leaves formatting an amount to memberMoney', () => {
    const formatting = sources(root)
      .filter((file) => FORMATTING.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file).split(path.sep).join('/'));
    expect(formatting.filter((file) => !ALLOWED.has(file))).toEqual([]);
    expect(formatting.length).toBeGreaterThan(0);
  });
});
