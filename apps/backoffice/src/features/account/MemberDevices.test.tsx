import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { accountOperatorApi, pathOf, type MemberDevicesReply } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { MemberDevices } from './MemberDevices.tsx';

const seen: MemberDevicesReply = {
  seen: [
    {
      kind: 'device',
      value: 'a1b2c3d4',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      firstSeen: '2026-11-20T03:00:00.000Z',
      lastSeen: '2026-11-29T03:00:00.000Z',
      count: 4,
      comparable: true,
      otherMembers: 2,
    },
    {
      kind: 'address',
      value: '10.0.0.7',
      userAgent: null,
      firstSeen: '2026-11-20T03:00:00.000Z',
      lastSeen: '2026-11-29T03:00:00.000Z',
      count: 4,
      comparable: false,
      otherMembers: 30,
    },
  ],
};

describe('devices and addresses seen (ADR 0182)', () => {
  it('flags a device other members used; a local address is said not to be compared', async () => {
    mockFetch({ [`GET ${pathOf(accountOperatorApi.devices, { memberId: 7 })}`]: { body: seen } });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale="en">
          <MemberDevices memberId={7} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('member-seen');
    expect(rows[0]!.textContent).toContain('Device');
    expect(rows[0]!.textContent).toContain('Android 14');
    // Only a comparable value shared with others is a warning.
    expect(screen.getAllByTestId('member-seen-others').map((cell) => cell.textContent)).toEqual(['2']);
    expect(rows[1]!.textContent).toContain('not compared with other members');
  });
});
