import { describe, expect, it } from 'vitest';
import { formatAccountNumber } from './account-number.ts';

describe('formatAccountNumber', () => {
  it('groups 10 digits as 3-3-rest', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-456-7890');
  });

  it.each(['123456789', '123456789012', '12345678ab', ''])('leaves %j unchanged', (value) => {
    expect(formatAccountNumber(value)).toBe(value);
  });
});
