import type { StatementEntry } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import {
  FRESH_DEPOSIT_MS,
  depositJustCredited,
  keepsSubscription,
  mayAsk,
  walletRose,
  type PromptFacts,
} from './prompt-rules.ts';

const facts = (over: Partial<PromptFacts> = {}): PromptFacts => ({
  supported: true,
  serverEnabled: true,
  permission: 'default',
  choice: null,
  ...over,
});

const NOW = Date.parse('2026-11-29T10:00:00.000Z');

const row = (over: Partial<StatementEntry>): StatementEntry => ({
  reference: 'R1',
  statementType: 'deposit',
  from: 'QR',
  to: 'WALLET',
  status: 'SUCCESS',
  amount: 300,
  createdAt: new Date(NOW - 60_000).toISOString(),
  ...over,
});

describe('whether to ask for notifications on this device', () => {
  it('asks a member who has not answered, where the browser and the server can do it', () => {
    expect(mayAsk(facts())).toBe(true);
    // Already allowed for the site (another member, an earlier install): still the member's own choice.
    expect(mayAsk(facts({ permission: 'granted' }))).toBe(true);
  });

  it('never asks again once the member answered, whatever the answer', () => {
    for (const state of ['on', 'off', 'declined'] as const)
      expect(mayAsk(facts({ choice: { state, showAmounts: false } }))).toBe(false);
  });

  it('does not ask where it cannot work: no push in the browser, push off on the server, notifications blocked', () => {
    expect(mayAsk(facts({ supported: false }))).toBe(false);
    expect(mayAsk(facts({ serverEnabled: false }))).toBe(false);
    expect(mayAsk(facts({ permission: 'denied' }))).toBe(false);
  });
});

describe('the moment to ask: right after a deposit', () => {
  it('only when the wallet rose after a first reading (a page load never asks)', () => {
    expect(walletRose(undefined, 500)).toBe(false);
    expect(walletRose(100, 400)).toBe(true);
    expect(walletRose(400, 400)).toBe(false);
    expect(walletRose(400, 100)).toBe(false);
  });

  it('when the newest movements hold a deposit credited within the window', () => {
    expect(depositJustCredited([row({})], NOW)).toBe(true);
    expect(depositJustCredited([row({ statementType: 'transfer' }), row({})], NOW)).toBe(true);
    expect(
      depositJustCredited([row({ createdAt: new Date(NOW - FRESH_DEPOSIT_MS).toISOString() })], NOW),
    ).toBe(true);
  });

  it('not for money that is no deposit, a deposit still waiting or failed, or an old one', () => {
    expect(depositJustCredited([row({ statementType: 'transfer', from: 'PG', to: 'WALLET' })], NOW)).toBe(
      false,
    );
    expect(depositJustCredited([row({ statementType: 'bonus' })], NOW)).toBe(false);
    expect(depositJustCredited([row({ status: 'PENDING' })], NOW)).toBe(false);
    expect(depositJustCredited([row({ status: 'FAILED' })], NOW)).toBe(false);
    expect(
      depositJustCredited([row({ createdAt: new Date(NOW - FRESH_DEPOSIT_MS - 1).toISOString() })], NOW),
    ).toBe(false);
    expect(depositJustCredited([], NOW)).toBe(false);
  });
});

describe('keeping the subscription on a later visit', () => {
  it('only for a member who turned it on, with the permission still granted', () => {
    const on = { state: 'on' as const, showAmounts: false };
    expect(keepsSubscription(facts({ permission: 'granted', choice: on }))).toBe(true);
    expect(keepsSubscription(facts({ permission: 'default', choice: on }))).toBe(false);
    expect(
      keepsSubscription(facts({ permission: 'granted', choice: { state: 'off', showAmounts: true } })),
    ).toBe(false);
    expect(keepsSubscription(facts({ permission: 'granted', choice: on, serverEnabled: false }))).toBe(false);
    expect(keepsSubscription(facts({ permission: 'granted', choice: null }))).toBe(false);
  });
});
