import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  doctorApi,
  operatorAuthApi,
  pathOf,
  settingChangesApi,
  settingsOperatorApi,
  type DoctorReport,
  type Locale,
  type OperatorRole,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp, testQueryClient } from '../../test/render.tsx';
import { DoctorPanel } from './DoctorPanel.tsx';

const report: DoctorReport = {
  at: '2026-11-29T08:00:00.000Z',
  lines: [
    { name: 'database', status: 'ok', detail: 'reachable, migrations applied' },
    { name: 'redis', status: 'skip', detail: 'REDIS_URL not set (one node)' },
    { name: 'slip verifier (easyslip)', status: 'fail', detail: 'answered HTTP 401 (unauthorized)' },
  ],
};
const RUN = `POST ${pathOf(doctorApi.run)}`;

function signedIn(role: OperatorRole, run: { status?: number; body: unknown } = { body: report }) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role, 1)) },
    [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
    [`GET ${pathOf(settingChangesApi.list)}`]: { body: { waiting: [], recent: [] } },
    [`GET ${pathOf(settingsOperatorApi.site.read)}`]: { body: {} },
    [RUN]: run,
  });
}

describe('the system check on the settings screen (ADR 0192)', () => {
  it('an admin runs the checks and reads each line: its state, and the detail as the server says it', async () => {
    const { callsTo } = signedIn('admin');
    renderApp('/settings/doctor');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('doctor-run'));
    const failing = await screen.findByTestId('doctor-line-slip verifier (easyslip)');
    expect(failing.textContent).toContain('Failed');
    expect(failing.textContent).toContain('answered HTTP 401 (unauthorized)');
    expect(failing.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('bad');
    expect(screen.getByTestId('doctor-line-database').textContent).toContain('OK');
    expect(
      screen.getByTestId('doctor-line-redis').querySelector('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('neutral');
    expect(callsTo(RUN)).toHaveLength(1);
  });

  it('says so when the site has run its checks too often, in words', async () => {
    signedIn('admin', { status: 429, body: { message: 'REQUEST_LIMIT', retryAfter: 300 } });
    renderApp('/settings/doctor');
    await userEvent.setup().click(await screen.findByTestId('doctor-run'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many requests|try again/i);
    expect(screen.queryByTestId('doctor-at')).toBeNull();
  });

  it('is not offered below admin: no tab, and its address shows the settings instead', async () => {
    const { callsTo } = signedIn('finance');
    renderApp('/settings/doctor');
    expect(await screen.findByRole('tab', { name: /Site/i })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'System check' })).toBeNull();
    expect(screen.queryByTestId('doctor-panel')).toBeNull();
    expect(callsTo(RUN)).toHaveLength(0);
  });

  it.each([
    ['th', 'ตรวจเลย', 'ล้มเหลว'],
    ['la', 'ກວດດຽວນີ້', 'ລົ້ມເຫຼວ'],
  ] as const)('reads in %s', async (locale: Locale, run, failed) => {
    signedIn('admin');
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale={locale}>
          <DoctorPanel />
        </I18nProvider>
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: run }));
    expect((await screen.findByTestId('doctor-line-slip verifier (easyslip)')).textContent).toContain(failed);
  });
});
