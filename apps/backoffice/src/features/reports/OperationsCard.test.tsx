import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Dashboard, Locale, OutsideSystemHealth } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { emptyQueues, testQueryClient } from '../../test/render.tsx';
import { OperationsCard } from './OperationsCard.tsx';

const quiet = (system: OutsideSystemHealth['system'], channel: OutsideSystemHealth['channel'] = null) =>
  ({ system, channel, total: 0, failed: 0, state: 'idle', lastAt: null }) as const;

/** What the card reads of the dashboard; the period figures are other cards'. */
const board = {
  queues: emptyQueues,
  lastAudit: null,
  recovery: { backlog: 0, jobs: [] },
  errorRates: { provider: { total: 0, failed: 0 }, payout: { total: 0, failed: 0 } },
  health: { database: 'ok' },
  outsideSystems: [
    {
      system: 'sms',
      channel: null,
      total: 12,
      failed: 3,
      state: 'failing',
      lastAt: '2026-11-26T03:00:00.000Z',
    },
    {
      system: 'slipVerifier',
      channel: null,
      total: 5,
      failed: 1,
      state: 'ok',
      lastAt: '2026-11-26T03:00:00.000Z',
    },
    quiet('trueMoney'),
    quiet('qrGateway', 'KBANK'),
    quiet('payout'),
  ],
} as unknown as Dashboard;

function renderCard(locale: Locale, shown: Dashboard = board) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale={locale}>
        <OperationsCard board={shown} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('operations card: outside systems', () => {
  it("shows each system's state and its failed and total calls, in the operator's words", () => {
    renderCard('en');
    const sms = screen.getByTestId('dashboard-outside-sms');
    expect(sms.textContent).toContain('SMS gateway');
    expect(sms.textContent).toContain('Last call failed');
    expect(sms.textContent).toContain('3/12 failed');
    expect(sms.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('bad');
    expect(screen.getByTestId('dashboard-outside-slipVerifier').textContent).toContain('Answering');
    const kbank = screen.getByTestId('dashboard-outside-KBANK');
    expect(kbank.textContent).toContain('QR payment gateway KBANK');
    expect(kbank.textContent).toContain('Not called yet');
  });

  it.each(['th', 'la'] as const)('in %s shows no raw system or state codes', (locale) => {
    renderCard(locale);
    for (const id of ['sms', 'slipVerifier', 'trueMoney', 'KBANK', 'payout']) {
      const row = screen.getByTestId(`dashboard-outside-${id}`).textContent!;
      expect(row).not.toMatch(/slipVerifier|trueMoney|qrGateway|payout|idle|failing|reports\./);
    }
  });
});

describe('operations card: what waits (issue 37)', () => {
  const waiting = {
    ...board,
    queues: {
      ...emptyQueues,
      heldCredits: { count: 1, oldestAt: '2026-11-26T01:00:00.000Z' },
      settingChanges: { count: 2, oldestAt: '2026-11-26T02:00:00.000Z' },
      operatorGrants: { count: 1, oldestAt: '2026-11-26T03:00:00.000Z' },
    },
  } as Dashboard;

  it('counts the credits from files, the setting changes and the operators waiting, each since when', () => {
    renderCard('en', waiting);
    const settings = screen.getByTestId('dashboard-queue-settingChanges');
    expect(settings.textContent).toMatch(/^2 · /);
    expect(settings.closest('div')!.textContent).toContain('Money settings changes to confirm');
    const operators = screen.getByTestId('dashboard-queue-operatorGrants');
    expect(operators.textContent).toMatch(/^1 · /);
    expect(operators.closest('div')!.textContent).toContain('Operators to confirm');
    expect(screen.getByTestId('dashboard-queue-heldCredits').textContent).toMatch(/^1 · /);
  });

  it.each(['th', 'la'] as const)('in %s names them in words, not codes', (locale) => {
    renderCard(locale, waiting);
    for (const queue of ['settingChanges', 'operatorGrants'] as const) {
      const row = screen.getByTestId(`dashboard-queue-${queue}`).closest('div')!.textContent!;
      expect(row).not.toMatch(/queues\.name|settingChanges|operatorGrants/);
    }
  });
});
