import { afterEach, describe, expect, it } from 'vitest';
import { readChoice, writeChoice } from './device-choice.ts';

afterEach(() => localStorage.clear());

describe("a member's notification choice on this device", () => {
  it('is kept per member: the next member on a shared phone has made none', () => {
    writeChoice('7', { state: 'on', showAmounts: true });
    expect(readChoice('7')).toEqual({ state: 'on', showAmounts: true });
    expect(readChoice('8')).toBeNull();
  });

  it('reads a damaged value as no choice', () => {
    localStorage.setItem('push-choice:7', '{not json');
    expect(readChoice('7')).toBeNull();
    localStorage.setItem('push-choice:7', JSON.stringify({ state: 'maybe' }));
    expect(readChoice('7')).toBeNull();
    localStorage.setItem('push-choice:7', JSON.stringify({ state: 'declined', showAmounts: 'yes' }));
    expect(readChoice('7')).toEqual({ state: 'declined', showAmounts: false });
  });
});
